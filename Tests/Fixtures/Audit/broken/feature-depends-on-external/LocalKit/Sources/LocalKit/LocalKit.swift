public enum LocalKit {
    public static let name = "LocalKit"
}
