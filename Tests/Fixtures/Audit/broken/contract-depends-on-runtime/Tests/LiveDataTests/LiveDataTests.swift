import Testing
@testable import LiveData

@Test func builds() {}
