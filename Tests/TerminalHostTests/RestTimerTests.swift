import Testing
@testable import TerminalHost

/// The app comes to rest once after its last frame, never while frames keep coming.
@MainActor
@Suite struct RestTimerTests {
    /// Waits (30 s at most: a loaded machine may hold this actor back) until `done`.
    static func wait(until done: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !done(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func restComesOnceAfterTheLastActivity() async throws {
        var rests = 0
        let delay = Duration.milliseconds(300)
        let timer = RestTimer(after: delay, { rests += 1 })
        // Activity every 20 ms for 400 ms: never `delay` without, so no rest yet, unless the
        // machine held this test back longer than that (a rest is then right, and counted).
        let clock = ContinuousClock()
        var last = clock.now, longestGap = Duration.zero
        for _ in 0..<20 {
            timer.noteActivity()
            longestGap = max(longestGap, clock.now - last)
            last = clock.now
            try await Task.sleep(for: .milliseconds(20))
        }
        let whileActive = rests
        if longestGap < delay / 2 { #expect(whileActive == 0) }
        // Then quiet: one rest, and no more however long it stays quiet.
        try await Self.wait { rests > whileActive }
        #expect(rests == whileActive + 1)
        try await Task.sleep(for: delay * 2)
        #expect(rests == whileActive + 1)
        // Activity again: another rest after it.
        timer.noteActivity()
        try await Self.wait { rests > whileActive + 1 }
        #expect(rests == whileActive + 2)
    }
}
