import CalendarServiceContract
import Files
import Foundation

/// Files other programs read (calendar applications): written whole or not at all (see
/// `AtomicFile`), so a reader sees the old file or the new one, never half of one.
enum TextFile {
    static func writeAtomically(_ text: String, to url: URL) throws(CalendarExportError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: url)
        } catch {
            throw .cannotWrite(path: url.path, detail: error.detail)
        }
    }
}
