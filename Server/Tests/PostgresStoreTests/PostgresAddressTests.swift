import Foundation
import PostgresStore
import Testing

/// `--store` addresses: what they name, and the one line that says why one is refused.
@Suite struct PostgresAddressTests {
    @Test func anAddressNamesUserHostPortDatabaseAndSchema() throws {
        let address = try PostgresAddress(parsing: "postgres://podium@db.example.org:6543/conferences?schema=fosdem2027&sslmode=require")
        #expect(address == PostgresAddress(user: "podium", host: "db.example.org", port: 6543, database: "conferences", schema: "fosdem2027", tls: .require))
        #expect(address.description == "postgres://podium@db.example.org:6543/conferences?schema=fosdem2027")
        let plain = try PostgresAddress(parsing: "postgresql://podium@[::1]/podium")
        #expect(plain.host == "::1" && plain.port == 5432 && plain.schema == "public" && plain.tls == .prefer)
        #expect(plain.description == "postgres://podium@[::1]:5432/podium")
    }

    @Test(arguments: [
        ("postgres://podium:secret@localhost/podium", "password"),
        ("postgres://localhost/podium", "no user"),
        ("postgres://podium@localhost/", "no database"),
        ("postgres://podium@localhost/podium?schema=Robert'); DROP", "schema"),
        ("postgres://podium@localhost/podium?sslmode=maybe", "sslmode"),
        ("postgres://podium@localhost/podium?password=secret", "parameter"),
        ("mysql://podium@localhost/podium", "postgres://USER@HOST"),
    ])
    func aBadAddressIsRefusedSayingWhy(_ text: String, _ reason: String) {
        #expect(throws: PostgresAddressError.self) { try PostgresAddress(parsing: text) }
        do {
            _ = try PostgresAddress(parsing: text)
        } catch {
            #expect(error.description.contains(reason), "\(text): \(error.description)")
            #expect(!error.description.contains("secret"))
        }
    }
}
