import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Plain JSON requests to a server under test.
enum HTTP {
    static let session = URLSession(configuration: .ephemeral)

    static func send(_ method: String, _ url: URL, token: String? = nil, json: [String: Any]? = nil) async throws -> (status: Int, body: [String: Any]) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 30
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
        }
        let (data, response) = try await session.data(for: request)
        let body = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }

    static func signIn(_ server: URL, email: String, code: String) async throws -> String {
        let (status, body) = try await send("POST", server.appendingPathComponent("v1/sessions"), json: ["email": email, "ticketCode": code])
        guard status == 201, let token = body["token"] as? String else { throw ProcessError("sign-in of \(email) answered \(status)") }
        return token
    }
}
