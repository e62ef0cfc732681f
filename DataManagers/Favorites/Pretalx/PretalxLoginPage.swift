import Foundation

/// What Podium reads of pretalx's login page: the CSRF token its form carries (Django's
/// `csrfmiddlewaretoken`), and, when the page comes back after a sign-in, why it did.
struct PretalxLoginPage {
    let html: String

    /// Why pretalx showed its login page again, as pretalx says it (in English, which is asked for).
    enum Refusal: Equatable {
        /// "No user account matches the entered credentials": a wrong password, or no such account
        /// (pretalx does not say which).
        case credentials
        /// "please wait 5 minutes": too many failed attempts from this address.
        case tooManyAttempts
        /// "your account is currently disabled".
        case disabled
        /// Anything else.
        case unknown
    }

    /// The value of the form's `csrfmiddlewaretoken` input, in whichever order and quoting the
    /// page writes its attributes.
    var csrfToken: String? {
        var rest = html[...]
        while let start = rest.range(of: "<input", options: .caseInsensitive) {
            let tagEnd = rest[start.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let attributes = Self.attributes(rest[start.upperBound..<tagEnd])
            if attributes["name"] == "csrfmiddlewaretoken", let value = attributes["value"], Self.isToken(value) { return value }
            rest = rest[tagEnd...]
        }
        return nil
    }

    var refusal: Refusal {
        let text = html.lowercased()
        if text.contains("no user account matches") { return .credentials }
        if text.contains("please wait 5 minutes") || text.contains("for security reasons, please wait") { return .tooManyAttempts }
        if text.contains("currently disabled") { return .disabled }
        return .unknown
    }

    /// Whether it is a pretalx login form at all (its two fields).
    var isLoginForm: Bool { html.contains("login_email") && html.contains("login_password") }

    /// A tag's attributes: `name=value`, `name="value"`, `name='value'`, or a bare name.
    static func attributes(_ tag: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var index = tag.startIndex
        func skipSpace() { while index < tag.endIndex, tag[index].isWhitespace || tag[index] == "/" { index = tag.index(after: index) } }
        func skipSpaceOnly() { while index < tag.endIndex, tag[index].isWhitespace { index = tag.index(after: index) } }
        while true {
            skipSpace()
            guard index < tag.endIndex else { break }
            let nameStart = index
            while index < tag.endIndex, !tag[index].isWhitespace, tag[index] != "=", tag[index] != "/" { index = tag.index(after: index) }
            let name = tag[nameStart..<index].lowercased()
            guard !name.isEmpty else { index = tag.index(after: index); continue }
            skipSpaceOnly()
            guard index < tag.endIndex, tag[index] == "=" else { found[name] = ""; continue }
            index = tag.index(after: index)
            skipSpaceOnly()
            var value = ""
            if index < tag.endIndex, tag[index] == "\"" || tag[index] == "'" {
                let quote = tag[index]
                index = tag.index(after: index)
                let valueStart = index
                while index < tag.endIndex, tag[index] != quote { index = tag.index(after: index) }
                value = String(tag[valueStart..<index])
                if index < tag.endIndex { index = tag.index(after: index) }
            } else {
                let valueStart = index
                while index < tag.endIndex, !tag[index].isWhitespace { index = tag.index(after: index) }
                value = String(tag[valueStart..<index])
            }
            found[name] = value
        }
        return found
    }

    /// Django's tokens are letters and digits (64 of them); anything else is not sent back.
    static func isToken(_ text: String) -> Bool {
        (16...256).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
