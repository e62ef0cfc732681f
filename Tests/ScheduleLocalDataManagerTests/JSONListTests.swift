import Entities
import Foundation
import Testing
@testable import ScheduleLocalDataManager

/// Id lists are written as JSON by hand for speed; they must read back exactly.
@Suite struct JSONListTests {
    @Test func stringsWithQuotesBackslashesAndControlsRoundTrip() throws {
        let ids = ["658419", "with \"quotes\"", "back\\slash", "tab\tand\nnewline", "日本 🙂", ""]
        let decoded = try JSONDecoder().decode([String].self, from: Data(JSONList.strings(ids).utf8))
        #expect(decoded == ids)
        #expect(JSONList.strings([]) == "[]")
        #expect(JSONList.strings(["a\u{1F}\"\\é", "\u{0}"]) == #"["a\u001f\"\\é","\u0000"]"#)
    }

    @Test func numbersRoundTrip() throws {
        #expect(try JSONDecoder().decode([Int].self, from: Data(JSONList.numbers([101, -3, 0]).utf8)) == [101, -3, 0])
    }

    @Test func speakerLinksRoundTrip() throws {
        let links = [SpeakerLink(title: "Blog \"quoted\"", url: URL(string: "https://example.com/a?b=c&d=é")!, type: "Blog"),
                     SpeakerLink(title: "X\u{1}", url: URL(string: "https://x.com/someone")!, type: "Twitter")]
        #expect(try JSONDecoder().decode([SpeakerLink].self, from: Data(JSONList.links(links).utf8)) == links)
        #expect(JSONList.links([SpeakerLink]()) == "[]")
    }

    @Test func sessionLinksRoundTrip() throws {
        let links = [SessionLink(title: "Slides \"v2\"", url: URL(string: "https://example.com/s.pdf")!),
                     SessionLink(title: "Video\u{7}", url: URL(string: "https://media.ccc.de/v/36c3-1")!)]
        #expect(try JSONDecoder().decode([SessionLink].self, from: Data(JSONList.links(links).utf8)) == links)
        #expect(JSONList.links([SessionLink]()) == "[]")
    }

    /// The readers give what JSONDecoder gives, for what JSONList writes and for what it does
    /// not (spaces, escapes, another writer's arrays).
    @Test(arguments: [[String](), [""], ["a"], ["a", "b"], ["a\",\"b", "c"], ["\\"], ["x\u{1}y"], ["é,ü", "李"], ["", ""], ["a\"]"]])
    func stringsReadBackAsJSONDecoderReadsThem(_ values: [String]) throws {
        #expect(try JSONList.decodeStrings(JSONList.strings(values)) == values)
        let encoded = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(try JSONList.decodeStrings(encoded) == values)
    }

    @Test func numbersReadBackAndOtherShapesGoToJSONDecoder() throws {
        #expect(try JSONList.decodeNumbers(JSONList.numbers([101, -3, 0])) == [101, -3, 0])
        #expect(try JSONList.decodeNumbers("[]") == [])
        #expect(try JSONList.decodeNumbers("[1, 2 ]") == [1, 2])
        #expect(try JSONList.decodeStrings(#"[ "a" , "b" ]"#) == ["a", "b"])
        #expect(throws: (any Error).self) { try JSONList.decodeNumbers("[1,,2]") }
        #expect(throws: (any Error).self) { try JSONList.decodeStrings(#"["a"#) }
    }
}
