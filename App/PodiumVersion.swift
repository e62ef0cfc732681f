/// The one place the version lives; `podium --version` prints it.
enum PodiumVersion {
    static let current = "0.1.0"
}
