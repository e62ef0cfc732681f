import FiltersContract
import Testing
@testable import Filters

@Test func builds() {}
