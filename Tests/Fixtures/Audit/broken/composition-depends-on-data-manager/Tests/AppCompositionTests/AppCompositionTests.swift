import Testing
@testable import AppComposition

@Test func builds() {}
