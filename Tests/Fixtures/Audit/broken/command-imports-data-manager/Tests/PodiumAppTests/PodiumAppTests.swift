import Testing
@testable import PodiumApp

@Test func builds() {}
