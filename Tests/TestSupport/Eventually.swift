/// Waits until `condition` holds, letting other tasks run, for module tests whose work
/// arrives through the interactor's tasks. Returns whether it came true in time (generous,
/// for a loaded machine running slow tests beside this one; a passing test never waits long).
@MainActor
public func eventually(within seconds: Double = 20, _ condition: @MainActor () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while clock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}
