import Formatting
import Foundation
import TestHarness
import Testing

/// A command Podium suggests works when pasted: each name comes back from sh exactly as it is.
@Suite struct ShellQuotingTests {
    @Test func everyNameComesBackFromAShellWhole() async throws {
        let names = ["18. Kieler Open Source und Linux Tage", "FOSDEM 2027", "it's \"q\"", "$HOME `id` ; rm -rf x", "39C3",
                     "Åland Conf ★", "-n", "a\\b", "https://pretalx.com/democon/"]
        for name in names {
            let word = ShellQuoting.word(name)
            let printed = try await Subprocess.run(["/bin/sh", "-c", "printf '%s' \(word)"])
            #expect(printed.stdout == name, "\(name) → \(word) → \(printed.output)")
        }
        #expect(ShellQuoting.word("FOSDEM") == "FOSDEM", "a plain word stays plain")
        #expect(ShellQuoting.word("") == "''")
    }
}
