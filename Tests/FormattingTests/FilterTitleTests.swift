import Formatting
import Testing

@Suite struct FilterTitleTests {
    @Test func aTitleSaysWhatItShowsOnlyAndWhatIsHidden() {
        #expect(FilterTitle.title("Grid", showingOnly: [], hidden: []) == "Grid")
        #expect(FilterTitle.title("Grid", showingOnly: ["Swift", "Hall B"], hidden: []) == "Grid — Swift, Hall B")
        #expect(FilterTitle.title("Grid", showingOnly: [], hidden: ["Janson"]) == "Grid · hiding Janson")
        #expect(FilterTitle.title("Grid", showingOnly: ["Swift"], hidden: ["A", "B", "C", "D", "E"]) == "Grid — Swift · hiding A, B, C and 2 more",
                "a long list is counted, not spelled out")
    }
}
