import Catalog
import TextUI

/// A small catalog the workbench tests mount, standing for any plugin: a list of notes with a
/// title field, a filter toggle, a picker, and a loader dependency.
enum TestCatalog {
    struct Note: Codable, Identifiable, Equatable, Sendable {
        var id: Int
        var text: String
        var done: Bool
    }

    enum Order: String, Codable, CaseIterable, Sendable {
        case newest, oldest
    }

    protocol NoteSource: Sendable {
        func notes() async throws -> [Note]
    }

    struct FixedSource: NoteSource {
        let list: [Note]
        func notes() async throws -> [Note] { list }
    }

    struct FailingSource: NoteSource {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "the failing source always fails" }
        }
        func notes() async throws -> [Note] { throw Failure() }
    }

    struct SlowSource: NoteSource {
        func notes() async throws -> [Note] {
            try await Task.sleep(for: .seconds(30))
            return []
        }
    }

    struct NoteBoard: View {
        @Binding var notes: [Note]
        @Binding var title: String
        @Binding var onlyOpen: Bool
        @Binding var order: Order
        @Binding var message: String
        let source: any NoteSource

        var body: some View {
            VStack {
                TextField("Title", text: $title)
                Toggle("Only open", isOn: $onlyOpen)
                Picker("Order", selection: $order) {
                    Text("Newest").tag(Order.newest)
                    Text("Oldest").tag(Order.oldest)
                }
                ForEach(shown) { note in
                    Text("\(note.done ? "✓" : "·") \(note.text)")
                }
                Button("Add") {
                    notes.append(Note(id: (notes.map(\.id).max() ?? 0) + 1, text: title, done: false))
                }
                .disabled(title.isEmpty)
                Text(message)
            }
            .task { await load() }
        }

        var shown: [Note] {
            let open = onlyOpen ? notes.filter { !$0.done } : notes
            return order == .newest ? open.reversed() : open
        }

        func load() async {
            do {
                notes = try await source.notes()
                message = "loaded \(notes.count)"
            } catch {
                message = "failed: \(error)"
            }
        }
    }

    static let source = Dependency<any NoteSource>(
        "source",
        choices: [
            .fixed("two", "two notes") {
                FixedSource(list: [Note(id: 1, text: "milk", done: false), Note(id: 2, text: "eggs", done: true)])
            },
            .fixed("failing", "always fails") { FailingSource() },
            .fixed("slow", "never finishes in time") { SlowSource() },
            .withArgument("one", argument: "TEXT", "one note with this text") { text in
                FixedSource(list: [Note(id: 7, text: text, done: false)])
            },
        ]
    )

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    struct Counter_Previews: PreviewProvider {
        static var previews: some View { Counter() }
    }

    @MainActor static let catalog = ComponentCatalog(
        name: "Notes",
        components: [
            ComponentDescriptor(
                "NoteBoard",
                summary: "Notes from a source",
                dependencies: [DependencyDescriptor(source, reference: "TestCatalog.source")],
                source: ComponentSource(
                    imports: ["WorkbenchTests"],
                    expression: "TestCatalog.NoteBoard(notes: notes, title: title, onlyOpen: onlyOpen, order: order, "
                        + "message: message, source: source)"
                ),
                stories: [
                    ComponentStory("Failing", summary: "a source that fails", selections: ["source": .init("failing")]),
                    ComponentStory("Open shopping", summary: "a title, only open notes") {
                        [.binding("title", "shopping"), StoryValue("onlyOpen", json: "true")]
                    },
                    ComponentStory("Counting", summary: "a view of its own") { _ in Counter() },
                    ComponentStory("Open/done", summary: "a name with a slash") { [.binding("title", "open/done")] },
                ]
            ) { context in
                NoteBoard(
                    notes: context.binding("notes", default: [Note]()),
                    title: context.binding("title", default: ""),
                    onlyOpen: context.binding("onlyOpen", default: false),
                    order: context.binding("order", default: Order.oldest),
                    message: context.binding("message", default: "idle"),
                    source: context[source]
                )
            },
            ComponentDescriptor("Counter", summary: "A counter that owns its state") { _ in Counter() },
            todos,
            stamps,
            ComponentDescriptor.previews(Counter_Previews.self, name: "CounterPreview"),
        ]
    )
}
