#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import Testing
@testable import TerminalHost

/// A signal sent the moment the relay exists is delivered, however busy the machine (a dispatch
/// source dropped one sent before it had registered); stopping gives the signal back to whoever
/// had it before. One relay per process, so these run one at a time.
@Suite(.serialized) struct SignalRelayTests {
    final class Received: Sendable {
        let numbers = Mutex<[Int32]>([])
        let arrived = DispatchSemaphore(value: 0)
    }

    @Test func aSignalSentAtOnceIsDeliveredOnceEach() throws {
        let received = Received()
        let relay = try #require(SignalRelay(signals: [SIGUSR1, SIGUSR2]) { number in
            received.numbers.withLock { $0.append(number) }
            received.arrived.signal()
        })
        defer { relay.stop() }
        // No pause between installing and sending: nothing may be in flight.
        kill(getpid(), SIGUSR1)
        kill(getpid(), SIGUSR2)
        #expect(received.arrived.wait(timeout: .now() + 10) == .success)
        #expect(received.arrived.wait(timeout: .now() + 10) == .success)
        #expect(received.numbers.withLock { $0.sorted() } == [SIGUSR1, SIGUSR2].sorted())
    }

    @Test func stoppingPutsTheEarlierHandlerBack() throws {
        var ignoring = sigaction()
        #if canImport(Glibc)
        ignoring.__sigaction_handler.sa_handler = SIG_IGN
        #else
        ignoring.__sigaction_u.__sa_handler = SIG_IGN
        #endif
        var original = sigaction()
        sigaction(SIGUSR2, &ignoring, &original)
        defer { sigaction(SIGUSR2, &original, nil) }

        let relay = try #require(SignalRelay(signals: [SIGUSR2]) { _ in })
        #expect(Self.handlerIsIgnore(SIGUSR2) == false)
        relay.stop()
        relay.stop()  // twice is once
        #expect(Self.handlerIsIgnore(SIGUSR2) == true)
    }

    static func handlerIsIgnore(_ number: Int32) -> Bool {
        var current = sigaction()
        sigaction(number, nil, &current)
        #if canImport(Glibc)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
    }
}
