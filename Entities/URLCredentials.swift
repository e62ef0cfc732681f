import Foundation

extension URL {
    /// The address as it may be shown or logged: a password in it (`https://user:pass@host/…`)
    /// and the values of query parameters that carry credentials (`?token=…`, `?api_key=…`)
    /// are replaced by `***`. Everything else is as given, so a person can still tell feeds apart.
    public var withoutCredentials: String {
        guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return absoluteString }
        var changed = false
        if parts.password != nil {
            parts.password = "***"
            changed = true
        }
        if let items = parts.queryItems {
            parts.queryItems = items.map { item in
                guard item.value != nil, Self.isCredentialName(item.name) else { return item }
                changed = true
                return URLQueryItem(name: item.name, value: "***")
            }
        }
        return changed ? (parts.string ?? absoluteString) : absoluteString
    }

    /// The address without what lets someone in: no user name or password, no query parameter
    /// that carries a credential. What the conferences file keeps (the whole address goes to
    /// the secret store); nil when there is nothing to take out.
    public var withoutSecrets: URL? {
        guard var parts = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return nil }
        var changed = parts.user != nil || parts.password != nil
        parts.user = nil
        parts.password = nil
        if let items = parts.queryItems {
            let kept = items.filter { $0.value == nil || !Self.isCredentialName($0.name) }
            changed = changed || kept.count != items.count
            parts.queryItems = kept.isEmpty ? nil : kept
        }
        return changed ? parts.url : nil
    }

    static func isCredentialName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["token", "key", "secret", "password", "passwd", "pwd", "auth", "signature", "sig", "session", "credential"]
            .contains { lowered == $0 || lowered.hasSuffix("_" + $0) || lowered.hasSuffix("-" + $0) || lowered.hasPrefix($0) }
    }
}
