import Testing
@testable import AttendeeStore

@Test func builds() {}
