/// A feed's id as part of a file name the app writes (an exported event or card): letters,
/// digits, '-' and '_' only, so no id from a feed can name another folder or a hidden file.
public enum ExportFileName {
    public static func safe(_ id: String) -> String {
        String(id.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
    }
}
