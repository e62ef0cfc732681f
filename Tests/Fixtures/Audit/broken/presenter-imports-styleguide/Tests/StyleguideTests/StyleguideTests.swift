import Testing
@testable import Styleguide

@Test func builds() {}
