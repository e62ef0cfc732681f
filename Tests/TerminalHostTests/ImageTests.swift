import Testing
import TerminalUI
@testable import TerminalHost

/// What a picture decoder wrote reaches the terminal only when it is a picture in its
/// protocol's envelope; and which terminals are told pictures at all.
@Suite struct ImageTests {
    static let kitty = "\u{1B}_Ga=T,f=32,s=8,v=8,c=16,r=8,m=1\u{1B}\\\u{1B}_Gm=1;AAAA/w==\u{1B}\\\u{1B}_Gm=0\u{1B}\\\n"
    static let sixel = "\u{1B}P0;1;0q\"1;1;64;30#0;2;5;1;5#0!7{-~~\u{1B}\\\n"

    func checked(_ text: String, _ format: ImageProtocol) -> String? {
        ImageSequence.checked(Array(text.utf8), as: format).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aPictureInItsEnvelopePassesWithoutItsLineBreak() {
        #expect(checked(Self.kitty, .kitty) == String(Self.kitty.dropLast()))
        #expect(checked(Self.sixel, .sixel) == String(Self.sixel.dropLast()))
    }

    @Test(arguments: [
        "\u{1B}]52;c;aGk=\u{07}",                                         // the clipboard
        "\u{1B}[2J" + kitty,                                              // a clear before
        kitty + "\u{1B}[2J",                                              // and after
        "\u{1B}_Ga=T;AA\u{1B}[31mAA\u{1B}\\",                              // a colour inside the data
        "\u{1B}_Ga=T,f=100;AAAA",                                         // no end
        "\u{1B}_Ga=T\u{7}",                                               // a bell for an end
        "plain text",
        "",
    ])
    func anythingElseIsRefusedAsKitty(_ text: String) {
        #expect(checked(text, .kitty) == nil, "\(text.debugDescription)")
    }

    @Test(arguments: ["\u{1B}P0;1;0q#0\u{1B}]2;title\u{7}\u{1B}\\", "\u{1B}Pq#0", "\u{1B}P1x;q#0\u{1B}\\", kitty, "\u{1B}P0;1;0q\u{1B}[2J\u{1B}\\"])
    func anythingElseIsRefusedAsSixel(_ text: String) {
        #expect(checked(text, .sixel) == nil, "\(text.debugDescription)")
    }

    @Test func onlyTerminalsThatSayTheyDrawPicturesAreSentThem() {
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-kitty"]) == .kitty)
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .kitty)
        #expect(ImageProtocol.detect(environment: ["TERM": "foot"]) == .sixel)
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(ImageProtocol.detect(environment: ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == nil, "tmux does not pass them on")
        #expect(ImageProtocol.detect(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(ImageProtocol.detect(environment: [:]) == nil)
    }
}
