import Testing
@testable import StoreFiles

@Test func builds() {}
