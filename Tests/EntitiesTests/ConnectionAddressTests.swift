import Foundation
import Testing
@testable import Entities

/// Every address Podium connects to is checked before NIO, which traps on a port above 65535.
@Suite struct ConnectionAddressTests {
    @Test(arguments: [
        ("http://host:99999/", "port 99999 is outside 1–65535"),
        ("http://host:65536", "port 65536 is outside 1–65535"),
        ("https://host:0/", "port 0 is outside 1–65535"),
        ("http://host:000/", "port 0 is outside 1–65535"),
        ("http://[::1]:70000/x", "port 70000 is outside 1–65535"),
        ("http://user:pw@host:99999/", "port 99999 is outside 1–65535"),
        // Foundation reads this port as none; a library would connect to port 80.
        ("http://host:99999999999999999999999/", "its port is outside 1–65535"),
        ("http://host:1234567890/", "port 1234567890 is outside 1–65535"),
        ("ftp://host/", "it is not an http(s) address"),
        ("http:///path", "it names no host"),
        ("http://:80/", "it names no host"),
        ("http://ho%00st/", "its host name holds spaces or control characters"),
        ("http://ho%20st/", "its host name holds spaces or control characters"),
    ])
    func anAddressNoConnectionCanBeMadeToSaysWhy(_ text: String, _ problem: String) throws {
        let url = try #require(URL(string: text))
        #expect(url.connectionProblem == problem)
    }

    @Test(arguments: ["http://host/", "https://host:443/x?y#z", "http://127.0.0.1:65535/", "http://host:/x", "http://[::1]:8080/",
                      "https://user:p%40ss@host:8443/", "http://host:0080/", "https://xn--hllo-bpa.example/"])
    func anOrdinaryAddressHasNoProblem(_ text: String) throws {
        #expect(try #require(URL(string: text)).connectionProblem == nil)
    }
}
