import AsyncHTTPClient
import Entities
import FavoritesDataContract
import FeedFetcherContract
import Foundation
import NIOHTTP1

/// One request to a pretalx, as the sign-in and the favourites need them: no redirect followed (a
/// session cookie goes to the one origin it was made for), a time limit for the whole request,
/// an answer of at most `limit` bytes, English words (its messages are read), and the cookies it
/// sets. A failure of the connection is said in words, never with a header or a body in it.
struct PretalxHTTP: Sendable {
    struct Response: Sendable {
        let status: Int
        let body: Data
        /// The cookies it set, by name (value only).
        let cookies: [String: String]
        let location: String?
        let contentType: String

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let timeout: Duration
    /// The largest answer read: a login page, a list of codes.
    let limit: Int

    func send(_ method: HTTPMethodName, _ url: URL, cookies: [String: String] = [:], headers: [(String, String)] = [],
              form: [(String, String)]? = nil) async throws(FavoritesSyncError) -> Response {
        if let problem = url.connectionProblem { throw .refused("\(url.withoutCredentials) cannot be used: \(problem)") }
        guard FeedCredential.mayBeSent(to: url) else {
            throw .refused("\(url.withoutCredentials) is plain http to another machine; a sign-in is sent only over https or to this machine")
        }
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(Int64(timeout.components.seconds)))
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method.nio
        request.headers.add(name: "User-Agent", value: "podium/0.1 (conference companion)")
        request.headers.add(name: "Accept-Language", value: "en")
        if !cookies.isEmpty {
            request.headers.add(name: "Cookie", value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let form {
            request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
            request.body = .bytes(Array(Self.formBody(form).utf8))
        }
        let limit = limit
        let result: Result<Response, FavoritesSyncError>
        do {
            let response = try await client.execute(request, timeout: .seconds(Int64(timeout.components.seconds)))
            if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init), declared > limit {
                throw FavoritesSyncError.refused("\(url.withoutCredentials) answered more than \(limit) bytes")
            }
            var body = Data()
            for try await chunk in response.body {
                guard body.count + chunk.readableBytes <= limit else {
                    throw FavoritesSyncError.refused("\(url.withoutCredentials) answered more than \(limit) bytes")
                }
                body.append(contentsOf: chunk.readableBytesView)
            }
            result = .success(Response(status: Int(response.status.code), body: body,
                                       cookies: Self.cookies(response.headers["Set-Cookie"]),
                                       location: response.headers.first(name: "Location"),
                                       contentType: (response.headers.first(name: "Content-Type") ?? "").lowercased()))
        } catch let error as FavoritesSyncError {
            result = .failure(error)
        } catch {
            result = .failure(.unreachable("no pretalx answers at \(url.withoutCredentials) (\(Self.words(error)))"))
        }
        try? await client.shutdown()
        return try result.get()
    }

    /// `name=value` of each `Set-Cookie`, its attributes left out; a cookie being removed (empty) too.
    static func cookies(_ lines: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        for line in lines {
            let pair = line.split(separator: ";", maxSplits: 1).first ?? ""
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
            var value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            // A cookie's name and value are printable ASCII without spaces (RFC 6265); anything
            // else is no cookie pretalx sets, and is never sent back.
            guard !name.isEmpty, name.unicodeScalars.count <= 100, value.unicodeScalars.count <= 4_096,
                  (name + value).unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != ";" && $0 != "," }) else { continue }
            cookies[name] = value
        }
        return cookies
    }

    /// `application/x-www-form-urlencoded`: every byte but letters, digits and `-._~` escaped.
    static func formBody(_ fields: [(String, String)]) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return fields.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }.joined(separator: "&")
    }

    /// A connection's failure in a few words, without what was sent.
    private static func words(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .readTimeout, .connectTimeout, .deadlineExceeded: return "no answer in time"
            case .remoteConnectionClosed: return "it closed the connection"
            default: break
            }
        }
        let text = String(describing: error)
        if text.contains("refused") || text.contains("connect") { return "connection refused" }
        if text.contains("resolve") || text.contains("DNS") || text.contains("NXDOMAIN") { return "no such host" }
        return "the connection failed"
    }
}

/// The methods the favourites need.
enum HTTPMethodName: Sendable {
    case get, post, delete

    var nio: HTTPMethod {
        switch self {
        case .get: .GET
        case .post: .POST
        case .delete: .DELETE
        }
    }
}
