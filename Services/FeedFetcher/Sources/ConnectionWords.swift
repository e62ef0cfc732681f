/// Why a connection failed, in words a person can act on, from what the networking stack
/// says (its errors describe themselves in its own terms: "NIOConnectionError(…, errors: …)").
enum ConnectionWords {
    static func describe(_ error: any Error) -> String {
        let said = String(describing: error)
        let lowered = said.lowercased()
        if lowered.contains("connection refused") { return "the connection was refused (is the server running?)" }
        if lowered.contains("connection reset") || lowered.contains("broken pipe") { return "the connection was reset" }
        if lowered.contains("unreachable") { return "the network or host is unreachable" }
        if lowered.contains("dns") || lowered.contains("name or service not known") || lowered.contains("nodename nor servname") {
            return "the host name could not be found"
        }
        if lowered.contains("certificate") || lowered.contains("ssl") || lowered.contains("tls") || lowered.contains("handshake") {
            return "the secure connection failed: \(said)"
        }
        return said
    }
}
