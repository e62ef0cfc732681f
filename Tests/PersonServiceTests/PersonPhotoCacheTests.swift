import FeedFetcherContract
import Foundation
import PersonServiceContract
import Synchronization
import TestHarness
import Testing
@testable import PersonService

/// A fetcher that answers photos from a table and counts what it was asked.
final class PhotoFetcher: FeedFetching {
    let answers: [URL: Data]
    let requests = Mutex<[FeedRequest]>([])

    init(_ answers: [URL: Data]) { self.answers = answers }

    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
        requests.withLock { $0.append(request) }
        try? await Task.sleep(for: .milliseconds(20))
        guard let body = answers[request.url] else { throw .httpStatus(404, url: request.url) }
        return .body(body, validators: FeedValidators())
    }

    var asked: [URL] { requests.withLock { $0.map(\.url) } }
}

@Suite struct PersonPhotoCacheTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 40)
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 1, count: 40)
    static let feed = URL(string: "https://conf.example.org/schedule.json")!
    static let server = URL(string: "https://people.example.org")!

    func photo(_ path: String, host: String = "conf.example.org") -> URL { URL(string: "https://\(host)\(path)")! }

    @Test func onlyTheFeedsAndTheServersHostsOverHTTPAreAsked() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-photos")
        defer { folder.remove() }
        let fetcher = PhotoFetcher([photo("/a.png"): Self.png, photo("/b.jpg", host: "people.example.org"): Self.jpeg,
                                    photo("/c.png", host: "tracker.example.com"): Self.png])
        let cache = PersonPhotoCache(fetcher: fetcher, origins: [Self.feed, Self.server, URL(fileURLWithPath: "/tmp/x.xml")], folder: folder.url)
        #expect(await cache.photo(at: photo("/a.png"))?.format == .png)
        #expect(await cache.photo(at: photo("/b.jpg", host: "people.example.org"))?.format == .jpeg)
        #expect(await cache.photo(at: photo("/c.png", host: "tracker.example.com")) == nil, "a host the person did not add")
        #expect(await cache.photo(at: URL(string: "http://conf.example.org:99999/a.png")!) == nil, "an address no library should see")
        #expect(await cache.photo(at: URL(fileURLWithPath: "/etc/passwd")) == nil, "no file from a feed's word")
        #expect(fetcher.asked == [photo("/a.png"), photo("/b.jpg", host: "people.example.org")])
        let request = try #require(fetcher.requests.withLock { $0.first })
        #expect(request.hosts == ["conf.example.org", "people.example.org"], "redirects stay on those hosts too")
        #expect(request.maximumBytes == PersonPhotoCache.maximumBytes && request.acceptedContentTypes.contains("image/png"))
    }

    @Test func aPhotoIsFetchedOnceKeptPrivatelyAndWhatIsNoImageIsNotAskedAgain() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-photos")
        defer { folder.remove() }
        let page = Data("<html>not a photo</html>".utf8)
        let fetcher = PhotoFetcher([photo("/a.png"): Self.png, photo("/page.png"): page])
        let cache = PersonPhotoCache(fetcher: fetcher, origins: [Self.feed], folder: folder.url)
        async let first = cache.photo(at: photo("/a.png"))
        async let second = cache.photo(at: photo("/a.png"))
        let (one, two) = await (first, second)
        #expect(one != nil && one == two)
        #expect(await cache.photo(at: photo("/a.png")) == one)
        #expect(fetcher.asked == [photo("/a.png")], "once, however often it is shown")
        let file = try #require(one?.file)
        #expect(try Data(contentsOf: file) == Self.png)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(await cache.photo(at: photo("/page.png")) == nil)
        #expect(await cache.photo(at: photo("/page.png")) == nil)
        #expect(await cache.photo(at: photo("/missing.png")) == nil)
        #expect(fetcher.asked.filter { $0 != photo("/a.png") } == [photo("/page.png"), photo("/missing.png")], "a failure is not asked again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 1, "nothing kept of what is no image")
    }

    @Test func theCacheKeepsAtMostItsLimitTheLeastRecentlyShownGoingFirst() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-photos")
        defer { folder.remove() }
        let addresses = (0..<5).map { photo("/\($0).png") }
        let fetcher = PhotoFetcher(Dictionary(uniqueKeysWithValues: addresses.map { ($0, Self.png) }))
        let cache = PersonPhotoCache(fetcher: fetcher, origins: [Self.feed], folder: folder.url, maximumPhotos: 3)
        for address in addresses.prefix(3) {
            _ = await cache.photo(at: address)
            try await Task.sleep(for: .milliseconds(20))
        }
        _ = await cache.photo(at: addresses[0])   // shown again: now the most recent
        try await Task.sleep(for: .milliseconds(20))
        for address in addresses.suffix(2) {
            _ = await cache.photo(at: address)
            try await Task.sleep(for: .milliseconds(20))
        }
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
        #expect(kept == Set([addresses[0], addresses[3], addresses[4]].map(PersonPhotoCache.name(of:))))
    }

    @Test func theFormatComesFromTheBytesNotTheServersWord() {
        #expect(PhotoFormat.of(Self.png) == .png && PhotoFormat.of(Self.jpeg) == .jpeg)
        #expect(PhotoFormat.of(Data("GIF89a......".utf8)) == .gif && PhotoFormat.of(Data("RIFF....WEBPVP8 ".utf8)) == .webp)
        #expect(PhotoFormat.of(Data("RIFF....WAVE".utf8)) == nil && PhotoFormat.of(Data()) == nil && PhotoFormat.of(Data([0x89, 0x50])) == nil)
    }
}
