import Testing
import TextUI

@MainActor
@Suite struct AppStorageAndPreviewTests {
    struct SortSetting: View {
        @AppStorage("AppStorageAndPreviewTests.sort") var sort = "title"
        var body: some View {
            VStack {
                Text("sort: \(sort)")
                TextField("Sort", text: $sort)
            }
        }
    }

    struct OptionalSetting: View {
        @AppStorage("AppStorageAndPreviewTests.name") var name: String?
        var body: some View { Text(name ?? "no name") }
    }

    @Test func appStorage_isSharedByEveryViewAndHostUsingItsKey() throws {
        let first = ViewHost(SortSetting())
        let second = ViewHost(SortSetting())
        #expect(first.render().hasPrefix("sort: title"))

        try first.type("year", into: "Sort")

        #expect(second.render().hasPrefix("sort: year"))
        #expect(ViewHost(OptionalSetting()).render() == "no name")
    }

    struct Previews: PreviewProvider {
        static var previews: some View {
            VStack {
                Text("first")
                Text("second")
            }
            .previewDisplayName("Both")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
        }
    }

    @Test func previewProvider_previewsMountInAHost() {
        #expect(ViewHost(Previews.previews).render() == "first\nsecond")
    }

    struct Printing: View {
        @State var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test func printChanges_runsInsideBody() throws {
        let host = ViewHost(Printing())
        try host.tap("Count 0")
        #expect(host.render() == "[ Count 1 ]")
    }
}
