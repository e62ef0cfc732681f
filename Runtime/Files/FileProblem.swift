#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// File-system failures in words a person can act on. Foundation on Linux says
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)"; this says "the disk
/// is full".
public enum FileProblem {
    public static func words(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posixWords(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posixWords(Int32(nsError.code)) }
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "the disk is full"
            case .fileWriteVolumeReadOnly: return "the disk is read-only"
            case .fileWriteFileExists: return "a file of that name is in the way"
            case .fileReadCorruptFile: return "the file is damaged"
            case .fileReadInapplicableStringEncoding: return "the file is not UTF-8 text"
            case .fileReadTooLarge: return "the file is too large"
            case .fileReadUnknown: return "it cannot be read (is it a folder, or unreadable?)"
            case .fileWriteUnknown: return "it cannot be written"
            default: break
            }
        }
        return nsError.localizedDescription
    }

    public static func posixWords(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EROFS: "the disk is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "it is a folder"
        case EDQUOT: "the disk quota is used up"
        case EEXIST: "a file of that name is in the way"
        default: String(cString: strerror(code))
        }
    }
}
