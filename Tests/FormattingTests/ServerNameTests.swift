import Foundation
import Testing
@testable import Formatting

@Suite struct ServerNameTests {
    @Test func theHostAndAnyPortTheAddressGives() {
        #expect(ServerName.of(URL(string: "https://people.example.org/api")!) == "people.example.org")
        #expect(ServerName.of(URL(string: "http://127.0.0.1:8080")!) == "127.0.0.1:8080")
        #expect(ServerName.of(URL(string: "file:///tmp/x")!) == "file:///tmp/x")
    }
}
