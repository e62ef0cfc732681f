/// Waits until `condition` holds, letting other tasks run, for module tests whose work
/// arrives through the interactor's tasks. Returns whether it came true in time (a few
/// seconds, generous for a loaded machine; a passing test never waits that long).
@MainActor
public func eventually(within seconds: Double = 5, _ condition: @MainActor () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while clock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}
