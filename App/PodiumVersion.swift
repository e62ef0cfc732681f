/// The one place the version lives; `podium --version` prints it with the commit the binary was
/// built from (`BuildCommit`, written by the BuildCommit plugin).
enum PodiumVersion {
    static let number = "0.1.0"
    static let current = "\(number) (commit \(BuildCommit.id))"
}
