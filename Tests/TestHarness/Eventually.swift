/// Waits until `condition` holds, letting other tasks run, for module tests whose work
/// arrives through the interactor's tasks. Returns whether it came true in time (generous,
/// for a loaded machine running slow tests beside this one; a passing test never waits long).
///
/// The pause between checks grows from 1 ms to 40 ms: many conditions render a window on the
/// main actor, and dozens of module tests polling every 2 ms kept the main actor so busy on a
/// loaded CI machine that the work they waited for (on the same actor) starved for 20 s.
@MainActor
public func eventually(within seconds: Double = 20, _ condition: @MainActor () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    var pause = Duration.milliseconds(1)
    // The time is also counted in checks: when the whole test process stalls (a run's first
    // seconds, hundreds of tests starting on two cores) the clock runs on while neither this
    // loop nor the work it waits for gets a turn. 250 checks are 10 s of actual waiting.
    var checks = 0
    while clock.now < deadline || checks < 250 {
        if await condition() { return true }
        checks += 1
        try? await Task.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(40))
    }
    return await condition()
}
