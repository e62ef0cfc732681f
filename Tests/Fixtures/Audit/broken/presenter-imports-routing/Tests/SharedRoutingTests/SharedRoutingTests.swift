import Testing
@testable import SharedRouting

@Test func builds() {}
