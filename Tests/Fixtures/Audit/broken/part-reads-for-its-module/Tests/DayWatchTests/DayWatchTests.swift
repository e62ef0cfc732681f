import Testing
@testable import DayWatch

@Test func builds() {}
