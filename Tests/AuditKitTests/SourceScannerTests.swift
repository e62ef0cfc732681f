import Testing
@testable import AuditKit

/// The lexer and scanner say where each import is; they must never mistake a comment, a string
/// or a regex for code, and must read every form of import declaration.
@Suite struct SourceScannerTests {
    private func modules(_ source: String) -> [String] {
        SourceScanner.scan(source).imports.map(\.module)
    }

    @Test func readsEveryFormOfImport() {
        let facts = SourceScanner.scan("""
            import Foundation
            @testable import Alpha
            @_exported import Beta
            import struct Gamma.Thing
            public import Delta
            internal import Epsilon
            @preconcurrency import Zeta
            @_spi(Private) import Eta
            import func Theta.helper
            """)
        #expect(facts.imports.map(\.module) == ["Foundation", "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta"])
        #expect(facts.imports.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(facts.imports[1].attributes == ["@testable"])
        #expect(facts.imports[2].isExported)
        #expect(facts.imports[4].accessLevel == "public")
        #expect(facts.imports[5].accessLevel == "internal")
        #expect(facts.imports[7].attributes == ["@_spi"])
    }

    @Test func ignoresImportsInCommentsAndStrings() {
        let source = #"""
            // import LineComment
            /* import Block /* import Nested */ import StillComment */
            let a = "import InString"
            let b = """
                import InMultiline
                """
            let c = #"import "InRaw" \(x)"#
            let d = "\(f("import InInterpolation"))"
            let e = #/import InRegex/#
            let f = try? Regex(#"import"#)
            import Real
            """#
        #expect(modules(source) == ["Real"])
        #expect(SourceScanner.scan(source).imports.first?.line == 11)
    }

    @Test func interpolationWithNestedStringsAndParenthesesEndsWhereItShould() {
        let source = #"""
            let s = "a \(dict["key", default: ")"]) b \(call(x: (1 + 2))) c"
            import AfterInterpolation
            """#
        #expect(modules(source) == ["AfterInterpolation"])
    }

    @Test func bareRegexLiteralIsNotCodeButDivisionIsNotARegex() {
        let source = """
            let r = /"import Nope/
            let q = a / b / c
            import AfterRegex
            """
        #expect(modules(source) == ["AfterRegex"])
        #expect(SourceScanner.scan(source).imports.first?.line == 3)
    }

    @Test func marksImportsInsideConditionalCompilation() {
        let facts = SourceScanner.scan("""
            import Always
            #if canImport(Maybe)
            import Maybe
            #else
            import Otherwise
            #endif
            import AlwaysToo
            """)
        #expect(facts.imports.map(\.isConditional) == [false, true, true, false])
        #expect(facts.hasConditionalImports)
    }

    @Test func linesCountMultilineStringsAndBlockComments() {
        let source = #"""
            /*
             several
             lines
             */
            let text = """
                one
                two
                """
            import Seven
            """#
        #expect(SourceScanner.scan(source).imports.first?.line == 9)
    }

    @Test func findsPackageAccessButNotNamesCalledPackage() {
        let facts = SourceScanner.scan("""
            package func visible() {}
            package(set) public var count = 0
            let package = Package(name: "x")
            enum Kind { case package, app }
            func f(package: Int) {}
            x.package.name = ""
            package import Something
            @MainActor package final class Holder {}
            """)
        #expect(facts.packageAccessLines == [1, 2, 7, 8])
    }

    @Test func backtickedImportIsAName() {
        #expect(modules("let `import` = 1\nimport Real") == ["Real"])
    }
}
