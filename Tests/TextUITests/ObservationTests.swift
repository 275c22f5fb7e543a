import Testing
import TextUI

@MainActor
@Suite struct ObservationTests {
    @MainActor @Observable
    final class Library {
        var title = "Library"
        var count = 0
    }

    struct TitleView: View {
        let library: Library
        var body: some View { Text(library.title) }
    }

    struct CountView: View {
        let library: Library
        var body: some View { Text("\(library.count) books") }
    }

    struct Shelf: View {
        let library: Library
        var body: some View {
            VStack {
                TitleView(library: library)
                CountView(library: library)
            }
        }
    }

    @Test func observableChange_reevaluatesOnlyTheViewsThatReadIt() {
        let library = Library()
        let host = ViewHost(Shelf(library: library))
        host.resetBodyEvaluationCounts()

        library.count = 3

        #expect(host.hasPendingUpdates)
        #expect(host.render() == "Library\n3 books")
        #expect(host.bodyEvaluationCount(of: CountView.self) == 1)
        #expect(host.bodyEvaluationCount(of: TitleView.self) == 0)
        #expect(host.bodyEvaluationCount == 1)
    }

    @Test func observableChanges_areCoalescedUntilTheNextFlush() async {
        let library = Library()
        let host = ViewHost(Shelf(library: library))
        host.resetBodyEvaluationCounts()
        var updates = 0
        host.onUpdate = { updates += 1 }

        library.count = 1
        library.count = 2
        library.count = 3
        #expect(await eventually { updates == 1 })

        #expect(host.bodyEvaluationCount(of: CountView.self) == 1)
        #expect(host.render() == "Library\n3 books")
    }

    struct BindableEditor: View {
        @Bindable var library: Library
        var body: some View { TextField("Title", text: $library.title) }
    }

    @Test func bindable_bindsToObservableProperties() throws {
        let library = Library()
        let host = ViewHost(BindableEditor(library: library))

        try host.type("Shelf", into: "Title")

        #expect(library.title == "Shelf")
        #expect(host.render() == "Title: [Shelf]")
    }
}
