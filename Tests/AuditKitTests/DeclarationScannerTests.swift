import Testing
@testable import AuditKit

/// What the contract rules read of a file: its declarations, their requirements and members.
@Suite struct DeclarationScannerTests {
    func facts(_ source: String) -> SourceFacts { SourceScanner.scan(source) }

    @Test func aProtocolsRequirementsAreNamedAsACallNamesThem() {
        let scanned = facts("""
            public protocol DayReading: ChangeAnnouncing where Change == ScheduleDataChange {
                /// A day's sessions.
                func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session]
                nonisolated(nonsending) func search(_ text: String, limit: Int) async throws -> [Session]
                func conference() async throws -> Conference?
                func first<T>(of kind: T.Type) -> T?
                var address: URL { get }
            }
            """).declarations
        #expect(scanned.map(\.name) == ["DayReading"])
        #expect(scanned.first?.requirements == ["sessions(on:", "search(", "conference(", "first(of:", "address"])
        #expect(scanned.first?.inherits == ["ChangeAnnouncing"], "a where clause's same-type requirement ends the list")
    }

    @Test func aTypeAliasOfACompositionNamesItsParts() {
        let alias = facts("public typealias RootReading = ConferenceReading & FavoritesReading & SessionListReading\n").declarations.first
        #expect(alias?.kind == .typealias)
        #expect(alias?.inherits == ["ConferenceReading", "FavoritesReading", "SessionListReading"])
    }

    @Test func classesAreFoundAtAnyDepthButClassMembersAreNotClasses() {
        let scanned = facts("""
            public struct Outer {
                final class Inner {}
                class func make() -> Outer { Outer() }
                class var shared: Outer { Outer() }
            }
            actor Counter {}
            """)
        #expect(scanned.referenceTypes.map(\.name) == ["Inner", "Counter"])
    }

    @Test func aMemberThatForwardsIsToldFromOneThatWorks() {
        let scanned = facts("""
            extension Synchronizing {
                public func syncNow() async -> SyncOutcome { await syncNow(acceptingShrink: false) }
                public func titled(_ title: String) async -> [Session] {
                    await sessions().filter { $0.title == title }
                }
                public func checked() -> Bool {
                    guard ready else { return false }
                    return true
                }
            }
            public enum Limits {
                public static let maximum = 5
            }
            """)
        let members = scanned.declarations.first?.members ?? []
        #expect(members.map(\.name) == ["syncNow", "titled", "checked"])
        #expect(members.map(\.doesWork) == [false, true, true])
        #expect(scanned.declarations.last?.members.isEmpty == true, "constants are no functions")
        #expect(scanned.declarations.last?.hasCases == false)
    }

    @Test func callsAreReadWithTheirFirstLabel() {
        let calls = facts("let x = try await schedule.sessions(ids: ids)\nstore.conference()\nf(1)\n").calls
        #expect(calls.isSuperset(of: ["sessions(", "sessions(ids:", "conference(", "f("]))
    }
}
