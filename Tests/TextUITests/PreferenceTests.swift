import Testing
import TextUI

@MainActor
@Suite struct PreferenceTests {
    struct TitlesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value.append(contentsOf: nextValue())
        }
    }

    struct Chapter: View {
        let title: String
        var body: some View {
            Text(title).preference(key: TitlesKey.self, value: [title])
        }
    }

    struct Book: View {
        @State var chapters = ["One", "Two"]
        @State var seen: [[String]] = []
        var body: some View {
            VStack {
                ForEach(chapters, id: \.self) { Chapter(title: $0) }
                Button("Add") { chapters.append("Three") }
                Text("seen \(seen.count): \(seen.last?.joined(separator: ",") ?? "-")")
            }
            .onPreferenceChange(TitlesKey.self) { titles in seen.append(titles) }
        }
    }

    @Test func onPreferenceChange_runsOnceMounted_withTheValuesReducedInOrder() async {
        let host = ViewHost(Book())
        await host.settle()

        #expect(host.render().hasSuffix("seen 1: One,Two"))
    }

    @Test func onPreferenceChange_runsAgain_whenAViewBelowSetsAnotherValue() async throws {
        let host = ViewHost(Book())
        await host.settle()

        try host.tap("Add")
        await host.settle()

        #expect(host.render().hasSuffix("seen 2: One,Two,Three"))
    }

    @Test func anOuterPreference_replacesWhatItsContentSets_andTransformsChangeIt() async {
        var received: [[String]] = []
        let host = ViewHost(
            VStack {
                Chapter(title: "inner").preference(key: TitlesKey.self, value: ["outer"])
                Chapter(title: "kept").transformPreference(TitlesKey.self) { $0 = $0.map { $0.uppercased() } }
            }
            .onPreferenceChange(TitlesKey.self) { received.append($0) }
        )
        await host.settle()

        #expect(received == [["outer", "KEPT"]])
    }

    struct Count: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Seen {
        var totals: [Int] = []
    }

    struct Basket: View {
        let background: Seen
        @State var apples = 2
        var body: some View {
            VStack {
                Text("apples").preference(key: Count.self, value: apples)
                Text("pears").preference(key: Count.self, value: 3)
                Button("More") { apples += 1 }
            }
            .overlayPreferenceValue(Count.self) { total in Text("total \(total)") }
            .backgroundPreferenceValue(Count.self) { total in
                Text("hidden \(total)").onChange(of: total, initial: true) { background.totals.append(total) }
            }
        }
    }

    @Test func overlayPreferenceValue_showsAViewOfTheValue_andFollowsIt() async throws {
        let seen = Seen()
        let host = ViewHost(Basket(background: seen))
        await host.settle()
        #expect(host.render() == "apples\npears\n[ More ]\ntotal 5")

        try host.tap("More")
        await host.settle()

        #expect(host.render() == "apples\npears\n[ More ]\ntotal 6")
        #expect(seen.totals.last == 6)
    }

    @Test func noViewSettingTheKey_givesTheDefaultValue() async {
        var received: [Int] = []
        let host = ViewHost(Text("none").onPreferenceChange(Count.self) { received.append($0) })
        await host.settle()

        #expect(received == [0])
    }
}
