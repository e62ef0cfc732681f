import Foundation
import Testing
@testable import FeedXML

/// The feeds' XML parser: strict about well-formedness, lenient about nothing that could cost
/// a crash, a fetch or unbounded memory.
@Suite struct XMLDocumentTests {
    func parse(_ text: String) throws(XMLSyntaxError) -> XMLNode { try XMLDocument.parse(Data(text.utf8)) }

    func failure(_ text: String) -> XMLSyntaxError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func elementsAttributesTextAndCDATA() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet href="style.xsl"?>
            <!-- a comment <with> markup -->
            <rss version='2.0' xmlns:content="urn:c"><channel>
              <item id="1"><title>A &amp; B &lt;c&gt; &#233;&#x1F642; &quot;q&quot;</title>
                <content:encoded><![CDATA[<p>raw & unescaped</p>]]></content:encoded><empty/>
              </item></channel></rss>
            """)
        #expect(root.name == "rss" && root.attributes == ["version": "2.0", "xmlns:content": "urn:c"])
        let item = try #require(root.child("channel")?.child("item"))
        #expect(item.attributes["id"] == "1")
        #expect(item.value("title") == "A & B <c> é🙂 \"q\"")
        #expect(item.value("content:encoded") == "<p>raw & unescaped</p>")
        #expect(item.child("empty")?.children.isEmpty == true)
        #expect(item.line == 5)
    }

    @Test func malformedDocumentsSayWhatAndWhere() {
        let cases: [(String, String, Int)] = [
            ("<a><b></a>", "</a> where </b>", 1),
            ("<a>\n<b>\n</a>", "where </b> (opened on line 2)", 3),
            ("<a>text", "ends inside <a>", 1),
            ("<a x=1/>", "not quoted", 1),
            ("<a x='1' x='2'/>", "x twice", 1),
            ("<a>&nbsp;</a>", "&nbsp; is not declared", 1),
            ("<a>&#0;</a>", "is not a character", 1),
            ("<a>&#x0;</a>", "is not a character", 1),
            ("<a>&#xD800;</a>", "is not a character", 1),
            ("<a>&#x110000;</a>", "is not a character", 1),
            ("<a>&#XE9;</a>", "is not a character", 1),
            ("<a>&#x;</a>", "is not a character", 1),
            ("<a>&#12a;</a>", "is not a character", 1),
            ("<a>&#+65;</a>", "is not a character", 1),
            ("<a>&#99999999999999999999;</a>", "is not a character", 1),
            ("<a>&LT;</a>", "&LT; is not declared", 1),
            ("<a>AT&T</a>", "not followed by a reference", 1),
            ("<a/><b/>", "a second root element", 1),
            ("text<a/>", "text before the root element", 1),
            ("<a><!-- never closed</a>", "a comment is not closed", 1),
            ("", "no root element", 1),
        ]
        for (text, detail, line) in cases {
            let error = failure(text)
            #expect(error?.detail.contains(detail) == true, "\(text.debugDescription): \(String(describing: error))")
            #expect(error?.line == line, "\(text.debugDescription): \(String(describing: error))")
        }
    }

    /// Character references in every written form name the character they number; the five
    /// predefined entities, theirs.
    @Test func characterReferencesInEveryFormReadAsTheirCharacter() throws {
        let root = try parse("<a>&#65;&#0000066;&#x43;&#x00044;&#xe9;&#xE9;&#233;&#x1F642;&#x00000000041;&#1114111;&lt;&gt;&amp;&apos;&quot;&amp;lt;</a>")
        #expect(root.text == "ABCDééé🙂A\u{10FFFF}<>&'\"&lt;")
    }

    @Test func internalEntitiesExpandAndNothingIsEverFetched() throws {
        let root = try parse("""
            <!DOCTYPE rss [
              <!ENTITY nbsp "&#160;">
              <!ENTITY conf "Swift &amp; Days">
              <!ENTITY % param "ignored">
              <!ENTITY secret SYSTEM "file:///etc/passwd">
              <!ELEMENT rss ANY>
            ]>
            <rss><t>&conf;&nbsp;2026</t></rss>
            """)
        #expect(root.value("t") == "Swift & Days\u{A0}2026")
        #expect(failure("<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>")?.detail == "&x; is not declared")
    }

    @Test func aBillionLaughsStopsAtTheExpansionLimit() {
        var doctype = "<!DOCTYPE lolz [<!ENTITY lol0 \"lol\">"
        for level in 1...9 { doctype += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        doctype += "]>"
        let error = failure(doctype + "<lolz>&lol9;</lolz>")
        #expect(error?.detail.contains("expand to more than") == true, "\(String(describing: error))")
        #expect(failure("<!DOCTYPE a [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><a>&a;</a>")?.detail.contains("refers to itself") == true)
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "<a>", count: XMLDocument.maximumDepth + 1) + String(repeating: "</a>", count: XMLDocument.maximumDepth + 1)
        #expect(failure(deep)?.detail.contains("nested deeper") == true)
    }

    @Test func encodingsAndLineBreaks() throws {
        let latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf".utf8) + Data([0xE9]) + Data("</a>".utf8)
        #expect(try XMLDocument.parse(latin1).text == "café")
        let utf16 = Data([0xFF, 0xFE]) + "<a>日本</a>".data(using: .utf16LittleEndian)!
        #expect(try XMLDocument.parse(utf16).text == "日本")
        #expect(try parse("<a>one\r\ntwo\rthree</a>").text == "one\ntwo\nthree")
        #expect(try XMLDocument.parse(Data([0xEF, 0xBB, 0xBF]) + Data("<a>x</a>".utf8)).text == "x")
        // Bytes that are not UTF-8 are shown as U+FFFD, never a crash.
        #expect(try XMLDocument.parse(Data("<a>x".utf8) + Data([0xFF, 0xC3]) + Data("</a>".utf8)).text == "x\u{FFFD}\u{FFFD}")
        #expect(failure("<?xml version=\"1.0\" encoding=\"KOI8-R\"?><a/>")?.detail.contains("koi8-r") == true)
    }

    /// What crashed Foundation's XMLParser on Linux (found by fuzzing the news parser).
    @Test func whatCrashedFoundationsParserIsAnswered() {
        for text in ["<?x?><a/>", "<?xml version=\"1.0\"?gggg><rss/>", "<a><content:\u{FFFD}x>1</content:\u{FFFD}x></a>", "<?xmlfinal?><a/>"] {
            _ = failure(text)   // parsed or refused: either way, answered
        }
        let bytes = Data("<rss><content:".utf8) + Data([0xD9, 0xFF, 0x93]) + Data(">x</content:".utf8) + Data([0xD9, 0xFF, 0x93]) + Data("></rss>".utf8)
        #expect((try? XMLDocument.parse(bytes))?.children.count == 1)
    }
}
