import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// `podium secret` as a person or a script runs it, and a private feed's token reaching the server.
@Suite struct SecretCommandLineTests {
    static let podium = RepositoryPaths.products.appendingPathComponent("podium").path
    static let demoFeed = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json")

    /// `podium ARGUMENTS`, with `input` on standard input and extra environment variables.
    func podium(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> Subprocess.Outcome {
        let quoted = ([Self.podium] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let variables = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let pipe = input.map { "printf '%s' '\($0)' | " } ?? ""
        return try await Subprocess.run(["/bin/sh", "-c", "\(pipe)env \(variables) \(quoted)"])
    }

    @Test func setGetListDelete() async throws {
        let data = try TemporaryDirectory(prefix: "podium-secret")
        defer { data.remove() }
        let dir = ["--data-dir", data.path]
        let set = try await podium(["secret", "set", "--service", "feed", "--account", "sessionize.com", "--label", "Sessionize"] + dir,
                                   input: "tok_4f9a\n")
        #expect(set.status == 0 && set.stderr == "podium secret: added service 'feed', account 'sessionize.com'\n", "\(set.stderr)")
        let get = try await podium(["secret", "get", "--service", "feed", "--account", "sessionize.com"] + dir)
        #expect(get.stdout == "tok_4f9a\n", "one trailing newline of the input was dropped, one printed")
        let again = try await podium(["secret", "set", "--service", "feed", "--account", "sessionize.com"] + dir, input: "tok_5")
        #expect(again.stderr == "podium secret: updated service 'feed', account 'sessionize.com'\n")

        let list = try await podium(["secret", "list"] + dir)
        #expect(list.stdout.hasPrefix("SERVICE  ACCOUNT         LABEL       MODIFIED\nfeed     sessionize.com  Sessionize  "))
        #expect(!list.stdout.contains("tok_"), "a listing never shows a secret")
        let store = data.url.appendingPathComponent("secrets/store")
        #expect(try !Data(contentsOf: store).contains(Data("tok_5".utf8)), "the file holds no secret in the clear")

        let delete = try await podium(["secret", "delete", "--service", "feed", "--account", "sessionize.com"] + dir)
        #expect(delete.status == 0)
        let gone = try await podium(["secret", "get", "--service", "feed", "--account", "sessionize.com"] + dir)
        #expect(gone.status == 1 && gone.stderr == "podium secret: no secret for service 'feed', account 'sessionize.com'\n")
        #expect(try await podium(["secret", "list"] + dir).stdout == "no secrets stored\n")
        let empty = try await podium(["secret", "set", "--service", "feed"] + dir, input: "")
        #expect(empty.status == 1 && empty.stderr.contains("no secret on standard input"))
    }

    @Test func aPassphraseLockedStoreNeedsItsPassphrase() async throws {
        let data = try TemporaryDirectory(prefix: "podium-secret")
        defer { data.remove() }
        let dir = ["--data-dir", data.path]
        let locked = ["PODIUM_SECRETS_PASSPHRASE": "correct horse"]
        #expect(try await podium(["secret", "set", "--service", "mail"] + dir, input: "pw", environment: locked).status == 0)
        #expect(!FileManager.default.fileExists(atPath: data.url.appendingPathComponent("secrets/key").path))
        #expect(try await podium(["secret", "get", "--service", "mail"] + dir, environment: locked).stdout == "pw\n")
        let wrong = try await podium(["secret", "get", "--service", "mail"] + dir, environment: ["PODIUM_SECRETS_PASSPHRASE": "nope"])
        #expect(wrong.status == 1 && wrong.stderr.hasPrefix("podium secret: the passphrase does not open "))
        // No terminal to ask and no variable: said, not hung.
        let none = try await podium(["secret", "get", "--service", "mail"] + dir)
        #expect(none.status == 1 && none.stderr.contains("is locked with a passphrase; set PODIUM_SECRETS_PASSPHRASE"))
        // Names are in the clear: a locked store still lists its items, and says what it leaves out.
        let names = try await podium(["secret", "list"] + dir)
        #expect(names.status == 0, "\(names.stderr)")
        #expect(names.stdout == "SERVICE  ACCOUNT\nmail     -\n")
        #expect(names.stderr.contains("the store is locked"))
    }

    @Test func aPrivateFeedGetsItsStoredTokenAndFailsClearlyWithout() async throws {
        let data = try TemporaryDirectory(prefix: "podium-secret")
        defer { data.remove() }
        let body = try Data(contentsOf: Self.demoFeed)
        let server = try ScriptedHTTPServer { request in
            guard request.headers["authorization"] == "Bearer tok_private" else {
                return [.send(ScriptedHTTPServer.response(status: 401, reason: "Unauthorized"))]
            }
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/json"], body: body))]
        }
        let arguments = ["--feed", server.url("/api/v2/private/view/All").absoluteString, "--timezone", "Europe/Berlin", "--data-dir", data.path]
        let refused = try await podium(["sync", "--once"] + arguments)
        #expect(refused.status == 1 && refused.stderr.contains("HTTP 401 from"), "\(refused.stderr)")

        // Stored for this origin (host and port): another port of the same host would not get it.
        #expect(try await podium(["secret", "set", "--service", "feed", "--account", "127.0.0.1:\(server.port)", "--data-dir", data.path],
                                 input: "tok_private").status == 0)
        let synced = try await podium(["sync", "--once"] + arguments)
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("200 sessions"))
        #expect(server.requests.last?.headers["authorization"] == "Bearer tok_private")
    }
}
