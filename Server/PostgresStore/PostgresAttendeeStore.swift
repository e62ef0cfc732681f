import Foundation
import Logging
import NIOSSL
import PostgresNIO
import StoreContract
import StoreRules

/// The attendee store in PostgreSQL, through postgres-nio's connection pool: what several
/// podium-server instances on several machines share — attendees, tokens, favorites and the
/// sign-in limits' attempts alike, so every instance answers and limits as one. The tables are
/// those of the SQLite store (docs/server.md), in the address's schema.
public final class PostgresAttendeeStore: AttendeeStoring {
    public let address: PostgresAddress
    let client: PostgresClient
    let logger: Logger
    let probe = WriteProbe()
    let pages = DirectoryPages()
    let trouble: ConnectionTrouble
    fileprivate let running: Task<Void, Never>

    /// Connects (within `timeout`), makes the schema when it is missing and brings it to this
    /// version — once, however many instances start together.
    /// `keepingOpen` connections stay open while idle (the first requests of a burst then wait for
    /// none to start), up to `maximumConnections` while busy.
    public static func open(_ address: PostgresAddress, password: String?, logger: Logger, maximumConnections: Int = 20,
                            keepingOpen: Int = 4, timeout: Duration = .seconds(10)) async throws -> PostgresAttendeeStore {
        let store = PostgresAttendeeStore(address: address, password: password, logger: logger, maximumConnections: maximumConnections,
                                          keepingOpen: keepingOpen)
        do {
            try await PostgresMigrations.migrate(store, within: timeout)
        } catch let error as PostgresStoreError {
            store.running.cancel()   // not waited for: a connection attempt under way may take its own time
            throw error
        } catch {
            store.running.cancel()
            throw PostgresStoreError("PostgreSQL at \(address) refused: \(PostgresStoreError.reason(error))")
        }
        return store
    }

    private init(address: PostgresAddress, password: String?, logger: Logger, maximumConnections: Int, keepingOpen: Int) {
        self.address = address
        self.logger = logger
        let trouble = ConnectionTrouble()
        self.trouble = trouble
        let tls: PostgresClient.Configuration.TLS = switch address.tls {
        case .disable: .disable
        case .prefer: .prefer(.makeClientConfiguration())
        case .require: .require(.makeClientConfiguration())
        }
        var configuration = PostgresClient.Configuration(host: address.host, port: address.port, username: address.user,
                                                         password: password, database: address.database, tls: tls)
        // Every connection reads and writes the address's schema, and a statement that waits on
        // a lock gives up rather than holding a request forever; pg_stat_activity names the
        // conference each connection serves.
        configuration.options.additionalStartupParameters = [("search_path", address.schema), ("statement_timeout", "10s"),
                                                             ("application_name", "podium-server \(address.schema)"),
                                                             // Plans made for each search's words: a plan made once for any words scanned
                                                             // and sorted every match of a common prefix.
                                                             ("plan_cache_mode", "force_custom_plan")]
        configuration.options.maximumConnections = maximumConnections
        // A few connections kept open: the first requests after a quiet spell do not each pay
        // for a connection's start (TCP, authentication, settings).
        configuration.options.minimumConnections = min(max(0, keepingOpen), maximumConnections)
        configuration.options.connectTimeout = .seconds(5)
        let client = PostgresClient(configuration: configuration, backgroundLogger: trouble.hearing(logger))
        self.client = client
        running = Task { await client.run() }
    }

    /// Ends the pool's connections.
    public func close() async {
        running.cancel()
        await running.value
    }

    public var location: String { address.description }

    /// Runs `body` in one transaction (committed before this returns, rolled back if it throws).
    /// What `body` throws comes out as it was thrown (a refused profile stays `AttendeeStoreError`),
    /// and a failed BEGIN or COMMIT as the database's own error.
    func transaction<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        let logger = logger
        do {
            return try await connection { connection in try await connection.withTransaction(logger: logger) { try await body($0) } }
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error.commitError ?? error.beginError ?? error
        }
    }

    /// The rows a query answers, whole.
    func rows(_ query: PostgresQuery, on connection: PostgresConnection? = nil) async throws -> [PostgresRandomAccessRow] {
        let logger = logger
        if let connection { return try await connection.query(query, logger: logger).collect().map { $0.makeRandomAccess() } }
        return try await self.connection { connection in try await connection.query(query, logger: logger).collect().map { $0.makeRandomAccess() } }
    }

    /// The rows of a prepared statement, whole.
    func collect<Statement: PostgresPreparedStatement & Sendable>(_ statement: Statement) async throws -> [Statement.Row] where Statement.Row: Sendable {
        let logger = logger
        return try await connection { connection in
            var collected: [Statement.Row] = []
            for try await row in try await connection.execute(statement, logger: logger) { collected.append(row) }
            return collected
        }
    }

    func execute(_ query: PostgresQuery, on connection: PostgresConnection) async throws {
        _ = try await connection.query(query, logger: logger)
    }

    // MARK: Signing in

    public func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval, keepingTokens: Int)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)? {
        let email = Secrets.normalizedEmail(email)
        let offered = Secrets.digest(Secrets.normalizedTicketCode(ticketCode))
        let token = Secrets.newToken()
        let expiresAt = now.addingTimeInterval(lifetime)
        let at = now.timeIntervalSince1970
        return try await transaction { [self] connection -> (String, Date, AttendeeEntry)? in
            // The attendee's row is held until commit, so two sign-ins at once keep the cap. No
            // registered email holds U+0000 (an import refuses control characters), and
            // PostgreSQL's text cannot: such an email is unknown without asking.
            let row = email.unicodeScalars.contains("\u{0}") ? nil
                : try await rows("SELECT * FROM attendee WHERE email = \(email) FOR UPDATE", on: connection).first
            let stored = try row?["ticket_code_hash"].decode(Data.self) ?? Secrets.digest("\u{0}no attendee\u{0}")
            guard Secrets.constantTimeEqual(stored, offered), let row, !Normalized.isEmpty(ticketCode) else { return nil }
            let seq = try row["seq"].decode(Int64.self)
            try await execute("INSERT INTO token (hash, attendee_seq, expires_at) VALUES (\(Secrets.digest(token)), \(seq), \(expiresAt.timeIntervalSince1970))",
                              on: connection)
            try await execute("DELETE FROM token WHERE expires_at < \(at - 86_400)", on: connection)
            try await execute("""
                UPDATE token SET revoked_at = \(at) WHERE attendee_seq = \(seq) AND revoked_at IS NULL AND number NOT IN (
                    SELECT number FROM token WHERE attendee_seq = \(seq) AND revoked_at IS NULL AND expires_at > \(at)
                    ORDER BY expires_at DESC, number DESC LIMIT \(max(1, keepingTokens)))
                """, on: connection)
            return (token, expiresAt, try PostgresRows.attendee(row))
        }
    }

    public func attendeeSeq(forToken token: String, now: Date) async throws -> Int64? {
        try await collect(PostgresStatements.TokenOwner(hash: Secrets.digest(token), now: now.timeIntervalSince1970)).first
    }

    public func revoke(token: String, now: Date) async throws {
        _ = try await rows("UPDATE token SET revoked_at = \(now.timeIntervalSince1970) WHERE hash = \(Secrets.digest(token)) AND revoked_at IS NULL")
    }
}

extension PostgresAttendeeStore {
    /// Removes the store's schema and all it holds, then closes: for tests and benchmarks, each
    /// of which opens a schema of its own. Refuses `public`.
    public func removeSchema() async throws {
        guard address.schema != "public" else { throw PostgresStoreError("refusing to remove the public schema") }
        _ = try await rows(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(address.schema)\" CASCADE"))
        await close()
    }
}

extension PostgresAttendeeStore {
    /// A store in a new schema of its own, named at random, in the database `url` names: for
    /// tests and benchmarks, which remove it after (`removeSchema`). Its pool is small and keeps
    /// none open while idle, so many at once stay within the server's connections.
    public static func openScratch(_ url: String, password: String? = ProcessInfo.processInfo.environment["PGPASSWORD"],
                                   maximumConnections: Int = 4, keepingOpen: Int = 0) async throws -> PostgresAttendeeStore {
        var address = try PostgresAddress(parsing: url)
        address.schema = "scratch_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(20)
        var logger = Logger(label: "podium-server.postgres")
        logger.logLevel = .critical
        // A minute and more: a test machine making many schemas at once is slow to, not unable.
        return try await open(address, password: password, logger: logger, maximumConnections: maximumConnections, keepingOpen: keepingOpen,
                              timeout: .seconds(120))
    }
}
