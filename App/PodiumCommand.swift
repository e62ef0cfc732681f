import ArgumentParser

/// The `podium` executable. Until the interactive app lands (issues #3–#5) it offers exactly
/// what exists: its version and its help. No screen is faked.
@main
struct PodiumCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium",
        abstract: "Podium — a conference companion for the terminal.",
        discussion: """
            The agenda, sessions, speakers and your own schedule of a real conference, kept \
            fresh from its published feed. The interactive app is under construction; today \
            `podium sync --once` fills the local store and `podium sessions` lists it.
            """,
        version: PodiumVersion.current,
        subcommands: [SyncCommand.self, SessionsCommand.self]
    )

    func run() async throws {
        print(Self.helpMessage())
    }
}
