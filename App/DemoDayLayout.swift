import Foundation
import Synchronizer

extension OpenedConference {
    /// The demo's files of today, the first time it opens today: the programme as published this
    /// morning, synced, then with the organisers' change of the day, synced, so My schedule has a
    /// change to show; the picks it offers the first time it ever opens; and the days before
    /// yesterday's removed. The person's picks, hidden tracks and read news live in files that
    /// no day replaces. Another process laying out the same day waits for this one.
    func layingOutTheDemoDay(now: Date = Date()) async throws {
        guard let day = source.demoDay else { return }
        let folder = ConferenceSource.demoFolder(source.dataDirectory)
        let feed = source.feedURL
        if try await store.conference() != nil, FileManager.default.fileExists(atPath: feed.path) { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let layout = FileSyncLock(storePath: (folder as NSString).appendingPathComponent("\(day.date)-layout"))
        guard await layout.acquire(waitingUpTo: .seconds(30)) else {
            throw CommandFailure("the demo conference is being laid out by another podium; try again in a moment")
        }
        defer { layout.release() }
        if try await store.conference() != nil, FileManager.default.fileExists(atPath: feed.path) { return }

        guard let schedule = Bundle.module.url(forResource: "demo-schedule", withExtension: "json"),
              let news = Bundle.module.url(forResource: "demo-news", withExtension: "xml") else {
            throw CommandFailure("the bundled demo conference is missing from this build")
        }
        let template = try Data(contentsOf: schedule)
        if let newsURL = source.newsURL {
            try day.news(from: try Data(contentsOf: news), now: now).write(to: newsURL, options: .atomic)
        }
        // The morning's programme, written a minute earlier: the change below is a new file.
        try day.schedule(from: template, changed: false).write(to: feed, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-60)], ofItemAtPath: feed.path)
        try await syncDemo()
        let offered = (folder as NSString).appendingPathComponent("picks-offered")
        // Offered once, and only to someone with no picks of their own (the demo's favorites
        // lived in this same file before it moved with the days).
        if !FileManager.default.fileExists(atPath: offered) {
            if try await favorites.favoriteSessionIDs().isEmpty {
                for id in DemoDay.picks { try await favorites.setFavorite(id, true, at: now.addingTimeInterval(-60)) }
            }
            try Data("the demo's picks were offered once; yours stay yours\n".utf8).write(to: URL(fileURLWithPath: offered), options: .atomic)
        }
        try day.schedule(from: template, changed: true).write(to: feed, options: .atomic)
        try await syncDemo()
        Self.removeDemoDays(in: folder, before: day)
    }

    private func syncDemo() async throws {
        let result = await SyncSummary.runOnce(try await makeSynchronizer(lockWait: .seconds(30)), name: source.name)
        if case .failure(let message) = result.verdict { throw CommandFailure("the demo conference could not be laid out: \(message)") }
    }

    /// The files of days before yesterday (a podium left open since yesterday keeps its own).
    private static func removeDemoDays(in folder: String, before day: DemoDay) {
        let yesterday = day.date(addingDays: -1)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let stem = String(name.prefix(10))
            guard stem.count == 10, stem.allSatisfy({ $0.isNumber || $0 == "-" }), stem < yesterday else { continue }
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }
}
