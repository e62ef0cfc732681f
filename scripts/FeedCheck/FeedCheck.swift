import Entities
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract

/// What checking one schedule file found.
struct FeedCheckReport {
    let file: String
    /// "fosdem-2025.xml  frab XML  943 sessions  1172 speakers  2 days  Europe/Brussels (named by
    /// the feed)  "FOSDEM 2025"", or why it was refused.
    let line: String
    /// Every warning, each kind once with its count.
    let problems: [String]
    let isRefused: Bool

    /// The line, then each warning under it.
    var text: String {
        ([line] + problems.map { "    warning: \($0)" }).joined(separator: "\n")
    }
}

enum FeedCheck {
    /// Every file in the folders (sorted; not their subfolders, not Markdown), and the files named.
    static func files(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CheckError("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
                // The files of the folder; its folders are named to be checked, not entered, and
                // Markdown beside the schedules (a SOURCES.md) is their description, not one.
                files += names.filter { !$0.hasSuffix(".md") }.map { (path as NSString).appendingPathComponent($0) }.filter { file in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
                }
            } else {
                files.append(path)
            }
        }
        return files
    }

    static func check(_ file: String, timeZone: TimeZone?, ignoringOffsets: Bool = false) -> FeedCheckReport {
        let name = printable((file as NSString).lastPathComponent)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            return FeedCheckReport(file: name, line: "\(name)  unreadable: \(error.localizedDescription)", problems: [], isRefused: true)
        }
        let reader = ScheduleFeedReader(timeZone: timeZone, feedURL: URL(fileURLWithPath: file), ignoringOffsets: ignoringOffsets)
        do {
            return report(name, try reader.read(data), zoneNote: nil)
        } catch .timeZoneNeeded(let reason) {
            // Counted in UTC so the line still says what the file holds.
            guard let feed = try? ScheduleFeedReader(timeZone: TimeZone(identifier: "UTC")).read(data) else {
                return FeedCheckReport(file: name, line: "\(name)  refused: \(printable(reason))", problems: [], isRefused: true)
            }
            return report(name, feed, zoneNote: "no zone (\(reason); needs --timezone)")
        } catch .pointer(let pointer) {
            let about = [pointer.title.map { "\"\($0)\"" }, pointer.timeZone?.identifier].compactMap { $0 }.joined(separator: ", ")
            let line = "\(name)  a Giggity menu entry: its schedule is at \(pointer.url.absoluteString)" + (about.isEmpty ? "" : " (\(about))")
            return FeedCheckReport(file: name, line: printable(line), problems: [], isRefused: false)
        } catch {
            return FeedCheckReport(file: name, line: "\(name)  refused: \(printable("\(error)"))", problems: [], isRefused: true)
        }
    }

    private static func report(_ name: String, _ feed: ScheduleFeed, zoneNote: String?) -> FeedCheckReport {
        let zone = feed.conference.timeZone
        let days = zone.map { Conference.days(of: feed.sessions, in: $0).count } ?? 0
        let zoneText = zoneNote ?? zone.map { zone in "\(zone.shownName) (\(origin(feed.conference.timeZoneSource)))" } ?? "no zone (no times)"
        let title = feed.conference.title.map { "\"\($0)\"" } ?? "no name"
        let line = "\(name)  \(feed.conference.format.displayName)  \(count(feed.sessions.count, "session"))  "
            + "\(count(feed.speakers.count, "speaker"))  \(count(days, "day"))  \(zoneText)  \(title)"
        return FeedCheckReport(file: name, line: printable(line), problems: feed.warnings.map { printable($0.description) }, isRefused: false)
    }

    private static func origin(_ source: TimeZoneSource?) -> String {
        switch source {
        case .configured?: "as given"
        case .declared?: "named by the feed"
        case .offsets?: "from the feed's UTC offsets"
        case .city?: "from the feed's city"
        case .utc?: "all times in UTC, no local zone"
        case nil: "?"
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
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
