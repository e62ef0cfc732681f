import Testing
@testable import FeedXML

@Suite struct ByteSearchTests {
    @Test func findsThePatternFromWhereAskedAndNothingPastTheEnd() {
        let bytes = Array("a]]b]]>c]]>".utf8)
        #expect(ByteSearch.firstIndex(of: Array("]]>".utf8), in: bytes, from: 0) == 4)
        #expect(ByteSearch.firstIndex(of: Array("]]>".utf8), in: bytes, from: 5) == 8)
        #expect(ByteSearch.firstIndex(of: Array("]]>".utf8), in: bytes, from: 9) == nil)
        #expect(ByteSearch.firstIndex(of: Array("]]>".utf8), in: Array("]]".utf8), from: 0) == nil)
        #expect(ByteSearch.firstIndex(of: Array("x".utf8), in: [], from: 0) == nil)
    }
}
