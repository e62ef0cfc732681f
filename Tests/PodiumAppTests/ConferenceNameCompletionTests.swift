import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// What a shell is offered where a command takes a conference's name.
@Suite struct ConferenceNameCompletionTests {
    func home(_ conferences: String) throws -> TemporaryDirectory {
        let home = try TemporaryDirectory(prefix: "podium-completion")
        let file = home.url.appendingPathComponent("podium/conferences.toml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(conferences.utf8).write(to: file)
        return home
    }

    @Test func theNamesComeFromTheConferencesFileInItsOrder() throws {
        let home = try home("""
            current = "FOSDEM 2025"

            [[conference]]
            name = "FOSDEM 2025"
            feed = "https://fosdem.org/2025/schedule/xml"

            [[conference]]
            name = "36C3"
            feed = "https://fahrplan.events.ccc.de/congress/2019/Fahrplan/schedule.json"

            """)
        defer { home.remove() }
        #expect(ConferenceNameCompletion.names(["XDG_CONFIG_HOME": home.url.path]) == ["FOSDEM 2025", "36C3"])
    }

    @Test func aFileThatCannotBeReadCompletesNothingAndSaysNothing() throws {
        let home = try home("current = \"A\"\n\n[[conference]]\nname = \"A\"\nfed = \"x.xml\"\n")
        defer { home.remove() }
        #expect(ConferenceNameCompletion.names(["XDG_CONFIG_HOME": home.url.path]) == [])
        #expect(ConferenceNameCompletion.names(["XDG_CONFIG_HOME": home.url.appendingPathComponent("none").path]) == [])
    }

    /// bash's script expands each offered word once before inserting it: twice escaped, a name
    /// with a space or a quote arrives as one argument, as typed.
    @Test func bashGetsNamesEscapedSoThatTheyArriveAsOneWord() async throws {
        let names = ["FOSDEM 2025", "Rock'n'Conf", "C$36", "plain"]
        for name in names {
            let offered = ConferenceNameCompletion.escaped(ConferenceNameCompletion.escaped(name))
            // What bash's `compgen -W` makes of the offer, then what the inserted text means to bash.
            let outcome = try await Subprocess.run(["bash", "-c", "IFS=$'\\n' compgen -W \"$1\" -- | while IFS= read -r word; do eval \"printf '%s|' $word\"; done",
                                                    "_", offered])
            #expect(outcome.output == name + "|", "\(name) offered as \(offered)")
        }
    }
}
