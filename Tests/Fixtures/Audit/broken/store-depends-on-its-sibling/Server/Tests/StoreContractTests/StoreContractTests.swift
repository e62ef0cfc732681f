import Testing
@testable import StoreContract

@Test func builds() {}
