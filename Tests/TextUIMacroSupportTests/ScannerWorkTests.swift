import Testing

@testable import TextUIMacroSupport

/// Every scanner of a user's sources does work in proportion to the text's length, whatever it
/// holds: the workbench's `watch` scans a target's files on every save, so a hostile or broken file
/// must not hold it. The work is counted in steps (``ScanWork``), not timed: a text three times as
/// long takes at most about three times the steps, and never more than the text's length allows.
struct ScannerWorkTests {
    /// The steps a scan of `text` takes; fails the test when it runs over the budget.
    private func steps(_ text: String, _ scan: (String, inout ScanWork) throws -> Void) -> Int? {
        var work = ScanWork(textLength: text.utf8.count)
        do {
            try scan(text, &work)
        } catch {
            Issue.record("the scan stopped: \(error) after \(work.steps) steps of \(work.limit)")
            return nil
        }
        return work.steps
    }

    /// Scans `unit` repeated 20,000 and 60,000 times and expects the steps to grow at most 3.3 times.
    private func expectLinear(
        _ unit: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ scan: (String, inout ScanWork) throws -> Void
    ) {
        guard let small = steps(String(repeating: unit, count: 20_000), scan),
            let large = steps(String(repeating: unit, count: 60_000), scan)
        else { return }
        #expect(Double(large) <= 3.3 * Double(small), "\(small) steps, then \(large)", sourceLocation: sourceLocation)
    }

    @Test func typeKeywordsWithoutAColon_scanInLinearWork() {
        // The search for a declaration's colon went on to the end of the file for each `struct`.
        expectLinear("struct A ") { text, work in
            _ = try ConformanceScanner.conformances(to: ["PreviewProvider"], in: text, work: &work)
        }
    }

    @Test func extensionsWithWhereClauses_andNestedTypes_scanInLinearWork() {
        expectLinear("extension A where T == B ") { text, work in
            _ = try ConformanceScanner.conformances(to: ["PreviewProvider"], in: text, work: &work)
        }
        expectLinear("struct LongEnclosingName { ") { text, work in
            _ = try ConformanceScanner.conformances(to: ["PreviewProvider"], in: text, work: &work)
        }
    }

    @Test func runsOfPrivateModifiers_andNestedPrivateExtensions_scanInLinearWork() {
        // Each `private` followed the modifiers after it to the end of the run.
        expectLinear("private ") { text, work in _ = try FilePrivateNames.declared(in: text, work: &work) }
        // Each private extension's body was scanned again for the one around it.
        expectLinear("private extension A { let b = 1 ") { text, work in
            _ = try FilePrivateNames.declared(in: text, work: &work)
        }
    }

    @Test func runsOfHashes_lexInLinearWork() {
        // A run of `#` not before a quote was counted again from each of its `#`s.
        expectLinear("#") { text, work in _ = try SourceLexer.tokens(in: Array(text.utf8), work: &work) }
        expectLinear("##x ") { text, work in _ = try PreviewScanner.previews(in: text, fileID: "M/F.swift", work: &work)
        }
    }

    @Test func deeplyNestedInterpolations_areRefused_notFollowedUntilTheStackRunsOut() {
        let text = String(repeating: #""\("#, count: 100_000)
        #expect(throws: SourceScanError.self) { try SourceLexer.tokens(in: Array(text.utf8)) }
    }

    @Test func manyImports_areListedOnce_inLinearWork() {
        let text = (0..<60_000).map { "import Module\($0 % 30_000)\n" }.joined()
        let modules = PreviewCode.imports(in: text)
        #expect(modules.count == 30_000)
        #expect(modules.first == "Module0")
    }

    @Test func aScanThatRunsOverItsBudget_stopsWithAnError() {
        var work = ScanWork(textLength: 1)
        #expect(throws: SourceScanError.self) {
            try work.step(ScanWork.stepsPerByte * 2 + 1, at: 0)
        }
    }
}
