import Logging

/// The pool's log as the store hears it: postgres-nio tells of a failed connection attempt only
/// in its background log ("Connection creation failed", at info), and that is the first sign the
/// database is gone when no request's connection broke. Each such line is recorded as trouble,
/// so requests waiting for a connection wait the short time; every line still goes to `inner`
/// at the level `inner` asks for.
struct ConnectFailureLog: LogHandler {
    static let failure: Logger.Message = "Connection creation failed"

    var inner: any LogHandler
    let trouble: ConnectionTrouble

    var metadataProvider: Logger.MetadataProvider? {
        get { inner.metadataProvider }
        set { inner.metadataProvider = newValue }
    }

    var metadata: Logger.Metadata {
        get { inner.metadata }
        set { inner.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { inner[metadataKey: key] }
        set { inner[metadataKey: key] = newValue }
    }

    /// At most info, so the failure's line arrives whatever `inner` shows.
    var logLevel: Logger.Level {
        get { min(inner.logLevel, .info) }
        set { inner.logLevel = newValue }
    }

    func log(event: LogEvent) {
        if event.message == Self.failure { trouble.record() }
        guard event.level >= inner.logLevel else { return }
        inner.log(event: event)
    }
}

extension ConnectionTrouble {
    /// `logger`, with the pool's failed connection attempts recorded here.
    func hearing(_ logger: Logger) -> Logger {
        var heard = logger
        heard.handler = ConnectFailureLog(inner: logger.handler, trouble: self)
        return heard
    }
}
