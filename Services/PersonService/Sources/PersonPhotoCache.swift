import Crypto
import Entities
import FeedFetcherContract
import Files
import Foundation
import PersonServiceContract

/// Photos fetched once and kept on disk, a file each named by a digest of the address. Only
/// from the hosts of the addresses the person added (the feed, the conference's server) over
/// http(s), each at most `maximumBytes`, at most `maximumPhotos` kept (the least recently
/// shown go first); an address that failed is not asked again while the app runs.
public actor PersonPhotoCache: PersonPhotoFetching {
    /// A speaker's photo is tens of kilobytes; a feed's "photo" of megabytes is refused.
    public static let maximumBytes = 2 * 1_048_576
    public static let maximumPhotos = 300
    static let timeout = Duration.seconds(10)
    static let imageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"]

    private let fetcher: any FeedFetching
    private let hosts: Set<String>
    private let folder: URL
    private let limit: Int
    private var failed: Set<URL> = []
    private var fetching: [URL: Task<PersonPhoto?, Never>] = [:]

    /// `origins`: the addresses the person added (the feed's, the server's); photos may come
    /// from their hosts only.
    public init(fetcher: any FeedFetching, origins: [URL], folder: URL, maximumPhotos: Int = PersonPhotoCache.maximumPhotos) {
        self.fetcher = fetcher
        self.hosts = Set(origins.compactMap(Self.host(of:)))
        self.folder = folder
        self.limit = maximumPhotos
    }

    public func photo(at address: URL) async -> PersonPhoto? {
        guard let host = Self.host(of: address), hosts.contains(host), !failed.contains(address) else { return nil }
        let file = folder.appendingPathComponent(Self.name(of: address))
        if let cached = Self.read(file) {
            // Shown again: the last to go when the cache is full.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
            return cached
        }
        if let running = fetching[address] { return await running.value }
        let (fetcher, hosts, limit, folder) = (fetcher, hosts, limit, folder)
        let task = Task.detached { () -> PersonPhoto? in
            let request = FeedRequest(url: address, acceptedContentTypes: Self.imageTypes, maximumBytes: Self.maximumBytes,
                                      timeout: Self.timeout, hosts: hosts)
            guard case .body(let bytes, _)? = try? await fetcher.fetch(request), let format = PhotoFormat.of(bytes) else { return nil }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                try AtomicFile.write(bytes, to: file, mode: 0o600)
            } catch {
                return nil
            }
            Self.evict(in: folder, keeping: limit)
            return PersonPhoto(file: file, format: format)
        }
        fetching[address] = task
        let photo = await task.value
        fetching[address] = nil
        if photo == nil { failed.insert(address) }
        return photo
    }

    /// The host an address may be fetched from, lowercase: none unless it is a well-formed
    /// http(s) address (the check every address the app connects to passes).
    static func host(of address: URL) -> String? {
        address.connectionProblem == nil ? address.host?.lowercased() : nil
    }

    /// The file's name: the address's digest, so any address is a safe name and none is kept.
    static func name(of address: URL) -> String {
        SHA256.hash(data: Data(address.absoluteString.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    private static func read(_ file: URL) -> PersonPhoto? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 12), let format = PhotoFormat.of(head) else { return nil }
        return PersonPhoto(file: file, format: format)
    }

    /// The least recently shown photos go until `limit` are left.
    private static func evict(in folder: URL, keeping limit: Int) {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys),
              files.count > limit else { return }
        let dated = files.map { ($0, (try? $0.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast) }
        for (file, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(files.count - limit) {
            try? FileManager.default.removeItem(at: file)
        }
    }
}
