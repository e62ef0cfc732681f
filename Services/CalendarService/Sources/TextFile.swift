import CalendarServiceContract
import Foundation

/// Files other programs read (calendar applications): written to a temporary name and renamed
/// into place, so a reader sees the old file or the new one, never half of one.
enum TextFile {
    static func writeAtomically(_ text: String, to url: URL) throws(CalendarExportError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: url.path, detail: (error as NSError).localizedDescription)
        }
    }
}
