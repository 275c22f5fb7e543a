import Foundation
import Testing
import TextUI

/// A `ForEach` tells repeated ids apart (SwiftUI warns "the ID … occurs multiple times within the
/// collection"), whichever way its ids are hashed: integers, ASCII strings and `UUID`s by their
/// bits, other ids by `hashValue`. Equal ids must be found equal even where their bits differ:
/// `String`'s `==` is canonical equivalence, so KELVIN SIGN (U+212A) is the same id as "K".
@MainActor
@Suite struct RowIDHashingTests {
    /// Titles in a stack, identified by themselves.
    struct Titles: View {
        @State var titles: [String]
        var body: some View {
            VStack { ForEach(titles, id: \.self) { Text($0) } }
        }
    }

    struct Numbers: View {
        let numbers: [Int]
        var body: some View {
            VStack { ForEach(numbers, id: \.self) { Text("\($0)") } }
        }
    }

    struct Identifiers: View {
        let ids: [UUID]
        var body: some View {
            VStack { ForEach(ids, id: \.self) { Text($0.uuidString.prefix(4)) } }
        }
    }

    private func warnings(_ make: () -> Void) -> [RuntimeWarning.Kind] {
        let recorder = WarningRecorder()
        recorder.capture(make)
        return recorder.warnings.map(\.kind)
    }

    @Test func distinctIDs_ofEachHashedKind_giveNoWarning() {
        let titles = (0..<1_000).map { "Row \($0)" } + ["K", "k", "Résumé"]
        #expect(warnings { _ = ViewHost(Titles(titles: titles)).render() }.isEmpty)
        #expect(warnings { _ = ViewHost(Numbers(numbers: Array(-500..<500))).render() }.isEmpty)
        #expect(warnings { _ = ViewHost(Identifiers(ids: (0..<300).map { _ in UUID() })).render() }.isEmpty)
    }

    @Test func repeatedIDs_ofEachHashedKind_areFound_farApart() {
        var titles = (0..<1_000).map { "Row \($0)" }
        titles.append("Row 3")
        #expect(warnings { _ = ViewHost(Titles(titles: titles)).render() } == [.duplicateID])
        #expect(warnings { _ = ViewHost(Numbers(numbers: Array(0..<600) + [599])).render() } == [.duplicateID])
        let uuid = UUID()
        let ids = [uuid] + (0..<300).map { _ in UUID() } + [uuid]
        #expect(warnings { _ = ViewHost(Identifiers(ids: ids)).render() } == [.duplicateID])
    }

    @Test func canonicallyEquivalentStrings_areTheSameID() {
        #expect("\u{212A}" == "K")
        let titles = ["K"] + (0..<300).map { "Row \($0)" } + ["\u{212A}"]
        let host = recorderHost(titles)
        #expect(host.warnings == [.duplicateID])
        // Both rows still show.
        #expect(host.rendered.hasPrefix("K\nRow 0"))
        #expect(host.rendered.hasSuffix("Row 299\n\u{212A}"))
    }

    @Test func aNonASCIIIDAddedLater_isComparedWithTheIDsHashedByTheirBits() throws {
        let recorder = WarningRecorder()
        let host = recorder.capture { ViewHost(Titles(titles: ["K"] + (0..<300).map { "Row \($0)" })) }
        _ = host.render()
        #expect(recorder.warnings.isEmpty)
        let root = try #require(host.root(as: Titles.self))
        recorder.capture {
            root.titles.append("\u{212A}")
            _ = host.render()
        }
        #expect(recorder.warnings.map(\.kind) == [.duplicateID])
        #expect(host.render().hasSuffix("Row 299\n\u{212A}"))
    }

    private func recorderHost(_ titles: [String]) -> (warnings: [RuntimeWarning.Kind], rendered: String) {
        let recorder = WarningRecorder()
        let rendered = recorder.capture { ViewHost(Titles(titles: titles)).render() }
        return (recorder.warnings.map(\.kind), rendered)
    }
}
