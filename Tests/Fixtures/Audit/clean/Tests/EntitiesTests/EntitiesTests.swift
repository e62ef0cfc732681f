import Testing
@testable import Entities

@Test func builds() {}
