import Foundation
import Testing
import TextUIMacroSupport

/// A tool finds each file-scope `#Preview` of a file, without compiling it, at the line and column
/// the compiler gives the macro, so the name it builds is the one the macro declares.
struct PreviewScannerTests {
    @Test func previews_atFileScope_areFoundWithTheirPositions() throws {
        let source = """
            import TextUI

            #Preview { Text("a") }
            /* x */ #Preview("B") {
                Text("b")
            }
            #if DEBUG
                #Preview { Text("c") }
            #endif
            """

        let sites = try PreviewScanner.previews(in: source, fileID: "App/File.swift")

        #expect(
            sites.map(\.position) == [.init(line: 3, column: 1), .init(line: 4, column: 9), .init(line: 8, column: 5)])
        #expect(sites.first?.reference == "_textUIPreview(`File.swift:3:1`: ())")
    }

    @Test func previews_inCommentsStringsOrInsideDeclarations_areNotFound() throws {
        let source = """
            // #Preview { a }
            /* #Preview { a } */
            let text = "#Preview { a }"
            let other = \"""
                #Preview { a }
                \"""
            struct S {
                #Preview { a }
            }
            func f() {
                #Preview { a }
            }
            """

        #expect(try PreviewScanner.previews(in: source, fileID: "App/File.swift").isEmpty)
    }

    @Test func previews_afterMultibyteText_areAtTheirUTF8Column() throws {
        let sites = try PreviewScanner.previews(in: "/* café */ #Preview { a }", fileID: "A/F.swift")

        #expect(sites.map(\.position) == [.init(line: 1, column: 13)])
    }

    @Test func unreadableSource_isAnError() {
        #expect(throws: SourceScanError.self) {
            try PreviewScanner.previews(in: "#Preview { \"a }", fileID: "A/F.swift")
        }
    }

    /// The scanner (where each preview is) and `PreviewCode` (what each says) read the same uses,
    /// so the workbench never pairs one preview's code with another's name. Found by the
    /// GeneratorScanners fuzz target: a `#Preview` inside another's arguments counted as two
    /// previews for one, and a use whose closure did not close hid the uses after it.
    @Test(arguments: [
        "#Preview(\"a\", #Preview) { A() }\n#Preview { B() }",
        "#Preview(\"a\" { A() }\n#Preview { B() }",
        "#Preview { A( }\n#Preview { B() }",
        "#Preview(\"a\") { A() } c: { ) }\n#Preview { B() }",
        "#Preview ) #Preview } #Preview ] #Preview",
        "#Preview { #Preview { } }",
    ])
    func previewsAndTheirCode_areTheSameUses(source: String) throws {
        let sites = try PreviewScanner.previews(in: source, fileID: "A/F.swift")
        let code = PreviewCode.previews(in: source)

        #expect(code.count == sites.count)
    }

    @Test func aPreviewInsideAnothersArguments_isPartOfThatPreview() throws {
        let source = "#Preview(\"a\", #Preview) { A() }\n#Preview { B() }"

        let sites = try PreviewScanner.previews(in: source, fileID: "A/F.swift")

        #expect(sites.map(\.position) == [.init(line: 1, column: 1), .init(line: 2, column: 1)])
        #expect(PreviewCode.previews(in: source).map { $0?.body } == ["{ A() }", "{ B() }"])
    }

    @Test func aPreviewWhoseClosureDoesNotClose_leavesTheNextOneFound() throws {
        let source = "#Preview { A( }\n#Preview { B() }"

        let sites = try PreviewScanner.previews(in: source, fileID: "A/F.swift")

        #expect(sites.map(\.position) == [.init(line: 1, column: 1), .init(line: 2, column: 1)])
        #expect(PreviewCode.previews(in: source).map { $0?.body } == [nil, "{ B() }"])
    }

    /// TextUITests compiles `PreviewMacroSamples.swift` and calls each preview by the name the macro
    /// gave it; the scanner must find exactly those names.
    @Test func previews_ofTheCompiledSamples_areTheNamesTheirTestsCall() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../TextUITests/PreviewMacroSamples.swift")

        let sites = try PreviewScanner.previews(
            in: String(contentsOf: samples, encoding: .utf8), fileID: "TextUITests/PreviewMacroSamples.swift")

        #expect(
            sites.map(\.reference) == [
                "_textUIPreview(`PreviewMacroSamples.swift:15:1`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:19:1`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:25:1`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:32:1`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:34:24`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:39:5`: ())",
                "_textUIPreview(`PreviewMacroSamples.swift:49:1`: ())",
            ])
    }
}
