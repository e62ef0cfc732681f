import Foundation

/// Whether Podium may open a connection to an address: http or https, a host without spaces or
/// control characters, and a port from 1 to 65535 where one is written. Checked where an
/// address enters (typed, read from the conferences file, received in a redirect) and again
/// before a network library sees it: NIO traps on a port above 65535, so one
/// `Location: http://host:99999/` ended the app (issue #28).
extension URL {
    /// Why no connection can be made to this address, in words ("port 99999 is outside
    /// 1–65535"); nil when one can.
    public var connectionProblem: String? {
        guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "it is not an http(s) address"
        }
        guard let host, !host.isEmpty else { return "it names no host" }
        if host.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "its host name holds spaces or control characters"
        }
        return Self.portProblem(inAuthorityOf: absoluteString)
    }

    /// Foundation reads a port too long for an Int as no port at all, and a networking library
    /// would then connect to the scheme's own: the port is read from the text as written.
    private static func portProblem(inAuthorityOf text: String) -> String? {
        guard let start = text.range(of: "://")?.upperBound else { return nil }
        var authority = text[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.lastIndex(of: ":") else { return nil }
        let port = authority[authority.index(after: colon)...]
        if port.isEmpty { return nil }   // "host:" is the scheme's own port (RFC 3986)
        guard port.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return "its port is not a number" }
        let digits = port.drop { $0 == "0" }
        guard digits.count <= 5, let number = Int(digits), (1...65535).contains(number) else {
            return digits.count <= 12 ? "port \(digits.isEmpty ? "0" : String(digits)) is outside 1–65535" : "its port is outside 1–65535"
        }
        return nil
    }
}
