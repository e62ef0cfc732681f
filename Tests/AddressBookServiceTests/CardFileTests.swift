import AddressBookServiceContract
import ContentLines
import Entities
import Foundation
import TestHarness
import Testing
@testable import AddressBookService

/// "Save to address book": one speaker's card in a file of its own, written whole.
@Suite struct CardFileTests {
    @Test func aSpeakersCardIsAFileTheAddressBookImports() throws {
        let directory = try TemporaryDirectory(prefix: "podium-cards")
        defer { directory.remove() }
        let service = AddressBookService(feedKey: "demo", exportDirectory: directory.url.appendingPathComponent("exports"))
        let anna = Speaker(id: "../s anna", firstName: "Anna", lastName: "Berg", tagLine: "Principal Architect at Example")
        let file = try service.saveCard(for: anna)
        #expect(file.lastPathComponent == "demo-___s_anna.vcf", "a feed's id never names another folder")
        let lines = ContentText.unfold(try String(contentsOf: file, encoding: .utf8))
        #expect(lines.first == "BEGIN:VCARD" && lines.last == "END:VCARD")
        #expect(lines.contains("FN:Anna Berg") && lines.contains("ORG:Example"))
        // Saving again replaces the file: the same card, no second file.
        _ = try service.saveCard(for: anna)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["demo-___s_anna.vcf"])
    }

    @Test func aFolderThatCannotBeWrittenIsSaidInWords() throws {
        let directory = try TemporaryDirectory(prefix: "podium-cards")
        defer { directory.remove() }
        let blocker = directory.url.appendingPathComponent("exports")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        let service = AddressBookService(feedKey: "demo", exportDirectory: blocker)
        #expect(throws: ContactSaveError.self) { try service.saveCard(for: Speaker(id: "s1", firstName: "Anna", lastName: "Berg")) }
        do {
            _ = try service.saveCard(for: Speaker(id: "s1", firstName: "Anna", lastName: "Berg"))
        } catch {
            #expect(error.description.hasPrefix("cannot write \(blocker.path)/demo-s1.vcf: "))
        }
    }
}
