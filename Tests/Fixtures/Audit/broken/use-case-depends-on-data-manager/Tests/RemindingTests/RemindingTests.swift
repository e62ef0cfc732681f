import Testing
@testable import Reminding

@Test func builds() {}
