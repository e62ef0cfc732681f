#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import TerminalUI

/// Runs a Window on the real terminal: raw mode, keys in, frames out, resizes, signals, and
/// the terminal put back exactly as it was. Frames are coalesced: every change asks for a
/// frame, and one frame is drawn per turn of the main queue, after all pending input.
@MainActor
public final class TerminalApplication: WindowDelegate {
    public let window: Window
    private let encoder: FrameEncoder
    private let programName: String
    private var decoder = KeyDecoder()
    private var lastFrame: Canvas?
    /// The terminal's size, asked at start and again only on SIGWINCH.
    private var terminalSize = Size(width: 80, height: 24)
    private var frameScheduled = false
    private var escapeGeneration = 0
    private var reader: InputReader?
    private var signals: SignalRelay?
    private var quit: CheckedContinuation<Int32, Never>?

    /// Frames drawn and bytes written, for the benchmarks and the end-to-end checks.
    public private(set) var framesDrawn = 0
    public private(set) var bytesWritten = 0

    /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
    public static let escapeTimeout: DispatchTimeInterval = .milliseconds(30)
    /// A bracketed paste whose end marker has not come after this long without a byte ends:
    /// until then every key would be pasted text (and q would not quit).
    public static let pasteTimeout: DispatchTimeInterval = .milliseconds(Int(PasteTracker.timeout.components.seconds) * 1000)

    /// Where to write "frames=N bytes=M keys=K" on exit (PODIUM_TERMINAL_STATS), for checks
    /// that frames are coalesced.
    private let statisticsPath: String?
    private var keysHandled = 0
    /// Where to write the text of every frame drawn (PODIUM_FRAME_DUMP), for checks that what
    /// the terminal shows is exactly the frame in memory.
    private let frameDumpPath: String?

    /// `colorMode`: what the terminal may show (from the environment unless given: a mono
    /// theme asks for none); `palette`: the theme's colour of each role.
    /// `images`: the decoder of pictures and the protocol this terminal draws them with; without
    /// both, `ImageView`s take no room and nothing of a picture is ever written.
    /// `atRest`: run once `restDelay` after the last frame, when nothing was drawn since (the app
    /// gives back what it keeps for speed).
    public init(window: Window, programName: String, environment: [String: String], colorMode: ColorMode? = nil,
                palette: Palette = Palette(), mouse: Bool = true, images: (renderer: any ImageRendering, format: ImageProtocol)? = nil,
                atRest: (@MainActor () -> Void)? = nil) {
        rest = atRest.map { RestTimer(after: Self.restDelay, $0) }
        self.window = window
        self.mouse = mouse
        self.images = images
        window.showsImages = images != nil
        self.programName = programName
        statisticsPath = environment["PODIUM_TERMINAL_STATS"]
        frameDumpPath = environment["PODIUM_FRAME_DUMP"]
        encoder = FrameEncoder(colorMode: colorMode ?? ColorMode.detect(environment: environment), palette: palette)
        clipboard = TerminalClipboard(environment: environment)
    }

    /// How long after its last frame the app is at rest.
    public static let restDelay: Duration = .seconds(3)
    private let rest: RestTimer?

    /// Whether clicks and the wheel are asked of the terminal.
    private let mouse: Bool
    private let images: (renderer: any ImageRendering, format: ImageProtocol)?
    /// A picture decoded for a size, wherever it is placed.
    private struct Decoding: Hashable {
        let image: Image
        let cells: Size
        init(_ placement: ImagePlacement) { (image, cells) = (placement.image, placement.rect.size) }
    }
    /// Pictures decoded (an empty sequence: it could not be), and those on the way; at most
    /// `decodedLimit` kept, those off screen going first when it is reached.
    private var decoded: [Decoding: [UInt8]] = [:]
    private var decoding: Set<Decoding> = []
    private static let decodedLimit = 32
    /// The pictures the terminal shows now.
    private var shownImages: [ImagePlacement] = []

    /// What "copy" on a screen does: OSC 52 where this terminal takes it.
    private let clipboard: TerminalClipboard

    /// Shows the window until the user quits. Returns the process exit status: 0 after a
    /// quit, 2 when standard input or output is not a terminal, 1 when the terminal refused
    /// raw mode, 128 + n after signal n.
    public func run() async -> Int32 {
        guard RawTerminal.isInteractive else {
            let message = "\(programName): needs an interactive terminal (standard input and output must both be a terminal)\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return 2
        }
        do {
            try RawTerminal.enter(mouse: mouse)
        } catch {
            let message = "\(programName): \(error)\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return 1
        }
        window.delegate = self
        window.clipboard = clipboard
        terminalSize = RawTerminal.size() ?? terminalSize
        window.makeVisible(size: terminalSize)
        installSignalHandlers()
        let reader = InputReader(deliver: { [weak self] bytes in self?.receive(bytes) },
                                 interrupt: { [weak self] in self?.interrupt(status: 130) })
        self.reader = reader
        reader.start()
        drawFrame()

        let status = await withCheckedContinuation { quit = $0 }

        reader.stop()
        signals?.stop()
        signals = nil
        RawTerminal.restore()
        writeStatistics()
        return status
    }

    private func finish(_ status: Int32) {
        quit?.resume(returning: status)
        quit = nil
    }

    // MARK: Input

    private func receive(_ bytes: [UInt8]) {
        if bytes.isEmpty { return }
        handle(decoder.decode(bytes))
        waitForTheRest()
    }

    /// Bytes held back (a lone Esc, half a sequence) are read as typed after the Esc timeout; an
    /// unfinished paste ends after the paste timeout. Any byte that arrives first starts them
    /// again (the generation).
    private func waitForTheRest() {
        guard decoder.hasPendingInput || decoder.hasUnfinishedPaste else { return }
        escapeGeneration += 1
        let generation = escapeGeneration
        let pasting = decoder.hasUnfinishedPaste
        DispatchQueue.main.asyncAfter(deadline: .now() + (pasting ? Self.pasteTimeout : Self.escapeTimeout)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.escapeGeneration == generation else { return }
                self.handle(pasting ? self.decoder.finishUnfinishedPaste() : self.decoder.flushPendingEscape())
                self.waitForTheRest()
            }
        }
    }

    private func handle(_ keys: [Key]) {
        for key in keys {
            if key == .control("c") {
                finish(130)
                return
            }
            window.handle(key)
            keysHandled += 1
        }
    }

    private func writeStatistics() {
        guard let statisticsPath else { return }
        let line = "frames=\(framesDrawn) bytes=\(bytesWritten) keys=\(keysHandled)\n"
        let file = fopen(statisticsPath, "w")
        guard let file else { return }
        fputs(line, file)
        fclose(file)
    }

    // MARK: Signals

    /// Quitting signals are handled off the main actor (see `Interruption`); a resize is the
    /// main actor's business. Installed before the first frame, so a signal sent once the
    /// screen shows is never lost.
    private func installSignalHandlers() {
        signals = SignalRelay(signals: Interruption.signals + [SIGWINCH]) { [weak self] number in
            if number == SIGWINCH {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.resize() } }
            } else {
                self?.interrupt(status: 128 + number)
            }
        }
    }

    /// From any thread: quit with `status` through the run loop, or without it if it is stuck.
    private nonisolated func interrupt(status: Int32) {
        Interruption.request(status: status) { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.finish(status) } }
        }
    }

    private func resize() {
        guard let size = RawTerminal.size(), size != terminalSize else { return }
        terminalSize = size
        drawFrame()  // a new size: relayout and one full redraw
    }

    // MARK: Frames

    public func windowNeedsDisplay(_ window: Window) {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    public func windowDidRequestQuit(_ window: Window) {
        finish(0)
    }

    private func drawFrame() {
        frameScheduled = false
        if lastFrame?.size != terminalSize { lastFrame = nil }
        let frame = window.render(size: terminalSize)
        let pictures = picturesReady(in: frame)
        var previous = lastFrame
        // Sixel pixels stay until text is written over them: a picture that went takes a redraw.
        if images?.format == .sixel, !shownImages.isEmpty, pictures != shownImages { previous = nil }
        var bytes = encoder.encode(from: previous, to: frame)
        bytes += pictureBytes(pictures, frame: frame, previous: previous)
        RawTerminal.writeAll(bytes)
        lastFrame = frame
        framesDrawn += 1
        bytesWritten += bytes.count
        rest?.noteActivity()
        if let frameDumpPath { dump(frame, to: frameDumpPath) }
    }

    // MARK: Pictures

    /// The frame's pictures that are decoded; those that are not yet are sent to the decoder,
    /// and a frame follows when they are: a frame never waits for a picture.
    private func picturesReady(in frame: Canvas) -> [ImagePlacement] {
        guard let images else { return [] }
        let wanted = Set(frame.images.map(Decoding.init))
        if decoded.count > Self.decodedLimit { decoded = decoded.filter { wanted.contains($0.key) } }
        for key in wanted where decoded[key] == nil && !decoding.contains(key) {
            decoding.insert(key)
            let (renderer, format) = images
            Task { [weak self] in
                let bytes = await renderer.render(key.image, cells: key.cells, as: format)
                guard let self else { return }
                decoding.remove(key)
                decoded[key] = bytes.flatMap { ImageSequence.checked($0, as: format) } ?? []
                window.setNeedsDisplay()
            }
        }
        return frame.images.filter { decoded[Decoding($0)]?.isEmpty == false }
    }

    /// What draws the pictures: when they changed (kitty's go first), or — for sixel, which
    /// text overwrites — when a line under one was written.
    private func pictureBytes(_ pictures: [ImagePlacement], frame: Canvas, previous: Canvas?) -> [UInt8] {
        guard let images else { return [] }
        let changed = pictures != shownImages
        var bytes: [UInt8] = []
        if changed, images.format == .kitty, !shownImages.isEmpty { bytes += Array(RawTerminal.deleteKittyImages) }
        for placement in pictures {
            let rows = placement.rect.origin.y..<placement.rect.maxY
            let overwritten = previous.map { previous in rows.contains { !frame.rowEquals($0, in: previous) } } ?? true
            guard changed || (images.format == .sixel && overwritten), let sequence = decoded[Decoding(placement)] else { continue }
            bytes += Array("\u{1B}[\(placement.rect.origin.y + 1);\(placement.rect.origin.x + 1)H".utf8) + sequence
        }
        if !pictures.isEmpty, images.format == .kitty { RawTerminal.noteKittyImages() }
        shownImages = pictures
        return bytes
    }

    /// The frame's text, numbered, written whole (to a temporary name, then renamed).
    private func dump(_ frame: Canvas, to path: String) {
        let text = "frame \(framesDrawn)\n" + frame.lines.joined(separator: "\n") + "\n"
        let partial = path + ".partial"
        guard let file = fopen(partial, "w") else { return }
        fputs(text, file)
        fclose(file)
        rename(partial, path)
    }
}
