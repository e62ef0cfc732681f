import Foundation

/// How a screen names a conference's server: its host, and the port when the address gives one
/// ("people.example.org", "127.0.0.1:8080").
public enum ServerName {
    public static func of(_ url: URL) -> String {
        guard let host = url.host, !host.isEmpty else { return url.absoluteString }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// A sync partner's name as a status line says it: "pretalx" of "pretalx at https://…".
    public static func short(_ partner: String) -> String {
        partner.components(separatedBy: " at ").first ?? partner
    }
}
