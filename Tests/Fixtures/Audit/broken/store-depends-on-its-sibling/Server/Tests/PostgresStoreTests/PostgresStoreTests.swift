import Testing
@testable import PostgresStore

@Test func builds() {}
