import Entities
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract

/// What checking one schedule file found.
struct FeedCheckReport {
    let file: String
    /// "frab XML  943 sessions  2 days  Europe/Brussels (declared)  0 problems", or why it was refused.
    let line: String
    let problems: [String]
    let isRefused: Bool
}

enum FeedCheck {
    /// Every regular file in the folders (sorted), and the files named.
    static func files(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CheckError("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
                files += names.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return files
    }

    static func check(_ file: String, timeZone: TimeZone?) -> FeedCheckReport {
        let name = printable((file as NSString).lastPathComponent)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            return FeedCheckReport(file: name, line: "\(name)  unreadable: \(error.localizedDescription)", problems: [], isRefused: true)
        }
        do {
            let feed = try ScheduleFeedReader(timeZone: timeZone).read(data)
            return report(name, feed, zoneNote: nil)
        } catch .timeZoneNeeded(let reason) {
            // Counted in UTC so the line still says what the file holds.
            guard let feed = try? ScheduleFeedReader(timeZone: TimeZone(identifier: "UTC")).read(data) else {
                return FeedCheckReport(file: name, line: "\(name)  refused: \(printable(reason))", problems: [], isRefused: true)
            }
            return report(name, feed, zoneNote: "no zone (\(reason); needs --timezone)")
        } catch {
            return FeedCheckReport(file: name, line: "\(name)  refused: \(printable("\(error)"))", problems: [], isRefused: true)
        }
    }

    private static func report(_ name: String, _ feed: ScheduleFeed, zoneNote: String?) -> FeedCheckReport {
        let zone = feed.conference.timeZone
        let days = zone.map { Conference.days(of: feed.sessions, in: $0).count } ?? 0
        let zoneText = zoneNote ?? zone.map { zone in
            feed.conference.timeZoneSource == .utc ? "UTC (all times in UTC, no local zone)"
                : "\(zone.identifier) (\(feed.conference.timeZoneSource?.rawValue ?? "?"))"
        } ?? "no zone (no times)"
        let problems = feed.warnings.map { printable($0.description) }
        var line = "\(name)  \(feed.conference.format.displayName)  \(feed.sessions.count) sessions  \(days) days  \(zoneText)  "
        line += problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s"): \(problems[0])"
        return FeedCheckReport(file: name, line: line, problems: problems, isRefused: false)
    }
}

/// A file's text as it may reach a terminal: control characters (an escape sequence in a
/// title or a file name) are shown as "?".
func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "?" : scalar
    }))
}

struct CheckError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
