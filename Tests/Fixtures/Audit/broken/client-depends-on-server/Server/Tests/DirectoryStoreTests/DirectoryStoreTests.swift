import Testing
@testable import DirectoryStore

@Test func builds() {}
