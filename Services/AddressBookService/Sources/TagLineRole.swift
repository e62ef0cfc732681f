import Foundation

/// A tag line that clearly names a role and an organization: "Principal Architect at Example"
/// (or "… @ Example") gives TITLE and ORG. Anything less clear stays whole, in NOTE: two "at"s,
/// a list ("…, author and trainer"), or parts too long to be a title or a name.
struct TagLineRole: Equatable {
    let title: String
    let organization: String

    static let separators = [" at ", " @ "]
    static let longestPart = 60

    init?(_ tagLine: String) {
        var matches: [Range<String.Index>] = []
        for separator in Self.separators {
            var rest = tagLine.startIndex..<tagLine.endIndex
            while let range = tagLine.range(of: separator, options: .caseInsensitive, range: rest) {
                matches.append(range)
                rest = range.upperBound..<tagLine.endIndex
            }
        }
        guard matches.count == 1, let separator = matches.first else { return nil }
        let title = tagLine[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
        let organization = tagLine[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, !organization.isEmpty, title.count <= Self.longestPart, organization.count <= Self.longestPart,
              !organization.contains(","), !organization.contains("|"),
              organization.range(of: " and ", options: .caseInsensitive) == nil else { return nil }
        self.title = title
        self.organization = organization
    }
}
