import Foundation
import Testing
import TerminalUI
@testable import TerminalHost

/// Copying a link: OSC 52 only where the terminal takes it, and otherwise a reason to show.
@MainActor
@Suite struct ClipboardTests {
    @Test func theSequenceCarriesTheTextInBase64() {
        #expect(ClipboardSupport.sequence(for: "https://x.example/ü") == "\u{1B}]52;c;aHR0cHM6Ly94LmV4YW1wbGUvw7w=\u{07}")
    }

    @Test func terminalsThatTakeItAreKnownByTheirEnvironment() {
        let never: () -> String? = { Issue.record("tmux asked outside tmux"); return nil }
        #expect(ClipboardSupport.detect(environment: ["TERM": "xterm-kitty"], tmuxSetClipboard: never) == .osc52(terminal: "kitty"))
        #expect(ClipboardSupport.detect(environment: ["TERM": "xterm-256color", "WEZTERM_PANE": "0"], tmuxSetClipboard: never)
                == .osc52(terminal: "WezTerm"))
        #expect(ClipboardSupport.detect(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], tmuxSetClipboard: never)
                == .osc52(terminal: "iTerm2"))
        guard case .unsupported(let reason) = ClipboardSupport.detect(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
                                                                      tmuxSetClipboard: never) else {
            Issue.record("GNOME Terminal does not take OSC 52")
            return
        }
        #expect(reason.contains("TERM=xterm-256color") && reason.contains("PODIUM_CLIPBOARD=osc52"))
        #expect(ClipboardSupport.detect(environment: ["TERM": "linux", "PODIUM_CLIPBOARD": "osc52"], tmuxSetClipboard: never)
                == .osc52(terminal: "the terminal (PODIUM_CLIPBOARD=osc52)"))
        #expect(ClipboardSupport.detect(environment: ["TERM": "xterm-kitty", "PODIUM_CLIPBOARD": "off"], tmuxSetClipboard: never)
                == .unsupported(reason: "PODIUM_CLIPBOARD=off turns it off"))
    }

    @Test func insideTmuxItDependsOnSetClipboard() {
        let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        #expect(ClipboardSupport.detect(environment: tmux, tmuxSetClipboard: { "on" }) == .osc52(terminal: "tmux"))
        #expect(ClipboardSupport.detect(environment: tmux, tmuxSetClipboard: { "external" })
                == .unsupported(reason: "tmux passes it on only with `set -g set-clipboard on`"))
        #expect(ClipboardSupport.detect(environment: tmux, tmuxSetClipboard: { nil })
                == .unsupported(reason: "tmux passes it on only with `set -g set-clipboard on`"))
    }

    @Test func copyingWritesTheSequenceOnceOrNothing() {
        var written: [[UInt8]] = []
        let kitty = TerminalClipboard(environment: ["TERM": "xterm-kitty"], write: { written.append($0) }, askTmux: { nil })
        #expect(kitty.copy("https://example.com") == .copied(how: "through kitty (OSC 52)"))
        #expect(written == [Array(ClipboardSupport.sequence(for: "https://example.com").utf8)])
        let console = TerminalClipboard(environment: ["TERM": "linux"], write: { written.append($0) }, askTmux: { nil })
        guard case .unavailable = console.copy("https://example.com") else { Issue.record("the Linux console has no OSC 52"); return }
        #expect(written.count == 1, "nothing written where it would be ignored")
    }

    @Test func aTerminalNameFromTheEnvironmentIsNeverAControlSequence() {
        guard case .unsupported(let reason) = ClipboardSupport.detect(environment: ["TERM": "evil\u{1B}]0;owned\u{07}"], tmuxSetClipboard: { nil }) else {
            Issue.record("unknown terminals are not trusted")
            return
        }
        #expect(!reason.unicodeScalars.contains { $0.value < 0x20 })
    }
}
