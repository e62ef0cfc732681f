import Foundation
import StoreRules

/// Where a PostgreSQL store is: `postgres://USER@HOST:PORT/DATABASE`, with `?schema=NAME` to keep
/// one conference of several in one database, and `?sslmode=disable|prefer|require`. A password
/// is never part of it (an address is printed and logged; a command line is seen by every user
/// of the machine): it comes from `PGPASSWORD` or a file.
public struct PostgresAddress: Sendable, Hashable, CustomStringConvertible {
    public enum TLSMode: String, Sendable, Hashable, CaseIterable { case disable, prefer, require }

    public var user: String
    public var host: String
    public var port: Int
    public var database: String
    public var schema: String
    public var tls: TLSMode

    public init(user: String, host: String, port: Int = 5432, database: String, schema: String = "public", tls: TLSMode = .prefer) {
        self.user = user
        self.host = host
        self.port = port
        self.database = database
        self.schema = schema
        self.tls = tls
    }

    /// Whether a `--store` value names PostgreSQL rather than a file.
    public static func names(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// The address a `--store` value names, or a one-line reason it is not one.
    public init(parsing text: String) throws(PostgresAddressError) {
        guard Self.names(text), let url = URLComponents(string: text) else {
            throw PostgresAddressError("is not postgres://USER@HOST:PORT/DATABASE")
        }
        if url.password != nil {
            throw PostgresAddressError("holds a password: give it in PGPASSWORD or --password-file, never on the command line")
        }
        guard let user = url.user, !user.isEmpty else { throw PostgresAddressError("names no user (postgres://USER@HOST/DATABASE)") }
        guard let host = url.host, !host.isEmpty else { throw PostgresAddressError("names no host") }
        let database = String(url.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { throw PostgresAddressError("names no database (postgres://USER@HOST/DATABASE)") }
        let port = url.port ?? 5432
        guard (1...65_535).contains(port) else { throw PostgresAddressError("has no port 1–65535") }
        var schema = "public", tls = TLSMode.prefer
        for item in url.queryItems ?? [] {
            switch item.name {
            case "schema":
                guard let value = item.value, Self.isSchemaName(value) else {
                    throw PostgresAddressError("has a schema that is not 1–63 of a–z, 0–9 and _, starting with a letter")
                }
                schema = value
            case "sslmode":
                guard let value = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw PostgresAddressError("has an sslmode that is not disable, prefer or require")
                }
                tls = value
            default:
                throw PostgresAddressError("has a parameter Podium does not know (schema and sslmode are)")
            }
        }
        self.init(user: user, host: host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host, port: port,
                  database: database, schema: schema, tls: tls)
    }

    public static func isSchemaName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.unicodeScalars.count <= 63 else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The address as a log may show it: no password, and only printable characters.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let text = "postgres://\(user)@\(shownHost):\(port)/\(database)" + (schema == "public" ? "" : "?schema=\(schema)")
        return PrintableText.of(text, limit: 400)
    }
}

public struct PostgresAddressError: Error, Sendable, CustomStringConvertible {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
