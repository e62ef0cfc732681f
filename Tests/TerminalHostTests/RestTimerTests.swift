import Testing
@testable import TerminalHost

/// The app comes to rest once after its last frame, never while frames keep coming.
@MainActor
@Suite struct RestTimerTests {
    @Test func restComesOnceAfterTheLastActivity() async throws {
        var rests = 0
        let delay = Duration.milliseconds(300)
        let timer = RestTimer(after: delay, { rests += 1 })
        // Activity every 20 ms for 400 ms: never `delay` without, so no rest yet (unless the
        // machine stalled this test longer than that, which is then no test of it).
        let clock = ContinuousClock()
        var last = clock.now, longestGap = Duration.zero
        for _ in 0..<20 {
            timer.noteActivity()
            longestGap = max(longestGap, clock.now - last)
            last = clock.now
            try await Task.sleep(for: .milliseconds(20))
        }
        if longestGap < delay / 2 { #expect(rests == 0) }
        // Then quiet: one rest, and no more however long it stays quiet.
        for _ in 0..<200 where rests == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(rests == 1)
        try await Task.sleep(for: delay * 2)
        #expect(rests == 1)
        // Activity again: another rest after it.
        timer.noteActivity()
        for _ in 0..<200 where rests == 1 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(rests == 2)
    }
}
