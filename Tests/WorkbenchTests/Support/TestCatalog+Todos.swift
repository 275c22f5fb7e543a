import Catalog
import Foundation
import TextUI

extension TestCatalog {
    struct Todo: Codable, Identifiable, Equatable, Sendable {
        var id: Int
        var title: String
        var done: Bool
    }

    /// A filter kept in `@AppStorage` by its raw value: not `Codable`.
    enum Filter: String, CaseIterable {
        case all, open, done
    }

    /// A priority kept as `@State`: neither `Codable` nor `RawRepresentable`.
    enum Priority: CaseIterable {
        case low, normal, high
    }

    /// A todo list as an everyday app writes one: a row per todo with a "Done" toggle and an
    /// "Edit" button, `.onDelete`, `.refreshable`, a field that adds on submit, a stepper and a
    /// filter kept in `@AppStorage`, a priority kept in `@State`.
    struct Todos: View {
        @Binding var todos: [Todo]
        @AppStorage("dailyGoal") private var goal = 5
        @AppStorage("filter") private var filter: Filter = .all
        @State private var priority: Priority = .normal
        @State private var draft = ""
        @State private var editing = "nothing"
        @State private var refreshes = 0

        var body: some View {
            VStack {
                List {
                    ForEach($todos) { $todo in
                        HStack {
                            Text(todo.title)
                            Toggle("Done", isOn: $todo.done)
                            Button("Edit") { editing = todo.title }
                        }
                    }
                    .onDelete { todos.remove(atOffsets: $0) }
                }
                .refreshable { await markRefreshed() }
                TextField("New", text: $draft)
                    .onSubmit {
                        todos.append(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: draft, done: false))
                        draft = ""
                    }
                Stepper("Goal", value: $goal, in: 1...10)
                Text("goal \(goal), filter \(filter.rawValue), priority \(String(describing: priority))")
                Text("editing \(editing), refreshed \(refreshes)")
            }
        }

        private func markRefreshed() {
            refreshes += 1
        }
    }

    static let todos = ComponentDescriptor(
        "Todos",
        summary: "A todo list with row controls and stored settings",
        source: ComponentSource(imports: ["WorkbenchTests"], expression: "TestCatalog.Todos(todos: todos)")
    ) { context in
        Todos(
            todos: context.binding(
                "todos",
                default: [
                    Todo(id: 1, title: "Buy milk", done: false), Todo(id: 2, title: "Call Ada", done: false),
                    Todo(id: 3, title: "Milk the cow", done: false),
                ]))
    }
}

extension TestCatalog {
    struct Stamp: Codable, Equatable, Sendable {
        var id: String
        var title: String
    }

    /// Stamps a new entry with an id made at run time, as `var id = UUID()` does.
    struct Stamps: View {
        @Binding var stamps: [Stamp]

        var body: some View {
            VStack {
                ForEach(stamps, id: \.id) { stamp in Text("\(stamp.title) \(stamp.id)") }
                Button("Stamp") { stamps.append(Stamp(id: UUID().uuidString, title: "stamp \(stamps.count + 1)")) }
            }
        }
    }

    static let stamps = ComponentDescriptor(
        "Stamps", summary: "Entries with ids made at run time",
        source: ComponentSource(imports: ["WorkbenchTests"], expression: "TestCatalog.Stamps(stamps: stamps)")
    ) { context in
        Stamps(stamps: context.binding("stamps", default: [Stamp]()))
    }
}
