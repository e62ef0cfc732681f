import Testing
@testable import TerminalUI

@Test func builds() {}
