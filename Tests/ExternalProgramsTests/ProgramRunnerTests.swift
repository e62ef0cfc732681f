import ExternalPrograms
import Foundation
import TestHarness
import Testing

@Suite struct ProgramRunnerTests {
    @Test func aProgramIsFoundOnPathAndRunWithItsArguments() async throws {
        let program = try FakeProgram("greet", running: #"printf '%s\n' "$@" > "$LOG""#)
        let runner = ProgramRunner(environment: program.environment)
        #expect(runner.find("greet")?.lastPathComponent == "greet")
        #expect(runner.find("absent") == nil)
        #expect(await runner.run("greet", ["--", "a b", "-x"]))
        #expect(try program.logged() == ["--", "a b", "-x"], "each argument as given, none read by a shell")
    }

    @Test func whatItPrintsGoesNowhereAndItReadsNothing() async throws {
        // Anything on standard output or error would scribble over the full-screen app.
        let program = try FakeProgram("noisy", running: #"echo out; echo err >&2; if read line; then echo "read $line" > "$LOG"; else echo eof > "$LOG"; fi"#)
        #expect(await ProgramRunner(environment: program.environment).run("noisy", []))
        #expect(try program.logged() == ["eof"])
    }

    @Test func aMissingOrFailingProgramIsFalse() async throws {
        #expect(await ProgramRunner(environment: ["PATH": "/nonexistent"]).run("greet", []) == false)
        let failing = try FakeProgram("greet", running: "exit 4")
        #expect(await ProgramRunner(environment: failing.environment).run("greet", []) == false)
    }

    @Test func aProgramPastItsDeadlineIsKilledAndFalse() async throws {
        let program = try FakeProgram("stuck", running: #"echo $$ > "$LOG"; exec sleep 120"#)
        let started = ContinuousClock.now
        #expect(await ProgramRunner(environment: program.environment).run("stuck", [], timeout: .milliseconds(300)) == false)
        #expect(ContinuousClock.now - started < .seconds(60))
        let pid = try #require(Int32(try program.logged().first ?? ""))
        #expect(kill(pid, 0) != 0, "the program is gone, not left behind")
    }
}
