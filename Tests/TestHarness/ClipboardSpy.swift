import TerminalUI

/// A clipboard that keeps what was copied, or refuses as a terminal without OSC 52 would.
@MainActor
public final class ClipboardSpy: Clipboard {
    public private(set) var copied: [String] = []
    public let refusal: String?

    public init(refusal: String? = nil) {
        self.refusal = refusal
    }

    public func copy(_ text: String) -> ClipboardResult {
        if let refusal { return .unavailable(why: refusal) }
        copied.append(text)
        return .copied(how: "through the test's terminal (OSC 52)")
    }
}
