import Testing
@testable import TerminalHost

@Test func builds() {}
