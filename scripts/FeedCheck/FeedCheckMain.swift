import ArgumentParser
import Foundation

/// `podium-check-feeds DIR…`: reads every schedule file in the folders (or the files named)
/// and prints one line each: its format, sessions, speakers, days, zone and name, with every
/// warning under it. Exits 1 when a file is refused, so a check of real schedules fails loudly.
@main
struct FeedCheckMain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium-check-feeds",
        abstract: "Read every schedule file in a folder and print one line each: format, sessions, speakers, days, zone, name; its warnings under it.",
        discussion: """
            A file whose times name no zone is read in UTC for the counts and marked "needs --timezone", \
            as `podium add` would ask; give --timezone to read them all in one zone instead.
            """)

    @Argument(help: "Folders (every file in them) or files.")
    var paths: [String]

    @Option(help: "The zone for feeds that name none (an IANA name).")
    var timezone: String?

    @Flag(help: "Read the clock times as written, in --timezone (or the zone a feed names), ignoring the UTC offsets written with them.")
    var ignoreOffsets = false

    func validate() throws {
        if let timezone, TimeZone(identifier: timezone) == nil { throw ValidationError("unknown time zone '\(timezone)'") }
        guard !paths.isEmpty else { throw ValidationError("name at least one folder or file") }
    }

    func run() throws {
        var refused = 0
        for file in try FeedCheck.files(in: paths) {
            let report = FeedCheck.check(file, timeZone: timezone.flatMap(TimeZone.init(identifier:)), ignoringOffsets: ignoreOffsets)
            print(report.text)
            if report.isRefused { refused += 1 }
        }
        if refused > 0 { throw ExitCode(1) }
    }
}
