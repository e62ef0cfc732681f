import Testing
@testable import SharedScreens

@Test func builds() {}
