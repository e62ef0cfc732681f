import ConferencesDataContract
import Foundation
import Files
import TOMLKit

/// What reading either of the person's files (the conferences, the settings) has in common:
/// a regular file of at most a megabyte, UTF-8, without control characters, and TOML.
enum PersonFileText {
    /// The largest file read: hundreds of conferences fit in a few kilobytes, and a 22 MB file
    /// took 36 s and 543 MB to list.
    static let maximumBytes = 1_048_576

    /// The text at `location` (through a link to `target`); nil when there is no file.
    static func read(location: String, target: String) throws(ConferenceFileError) -> String? {
        guard FileManager.default.fileExists(atPath: location) else { return nil }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: target)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw ConferenceFileError.unreadable(file: location, detail: "it is not a regular file")
            }
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumBytes {
                throw ConferenceFileError.invalid(file: location, line: nil,
                                                  detail: "it is \(size / 1_048_576 + 1) MB; a file over 1 MB is not read (is it the right file?)")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: target))
        } catch let error as ConferenceFileError {
            throw error
        } catch {
            throw .unreadable(file: location, detail: FileProblem.words(for: error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalid(file: location, line: nil, detail: "not UTF-8 text")
        }
        return text
    }

    /// The file's lines, split at LF or CR LF (both TOML newlines; Swift reads CR LF as one
    /// character, so splitting at "\n" alone left a CRLF file one line long).
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// The file's TOML, or the line where it is not.
    static func table(from text: String, file: String) throws(ConferenceFileError) -> TOMLTable {
        // TOML allows none, and TOMLKit reads a C string: a NUL would end the file unseen.
        for (offset, line) in lines(text).enumerated() {
            if let control = line.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
                throw .invalid(file: file, line: offset + 1, detail: String(format: "a control character (U+%04X); the file should be text", control.value))
            }
        }
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .syntax(file: file, line: error.source.begin.line, column: error.source.begin.column, detail: error.description)
        } catch {
            throw .syntax(file: file, line: 1, column: 1, detail: "\(error)")
        }
    }
}
