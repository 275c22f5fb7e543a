import TextUI
import TextUIMacroDeclarations

// A preview whose state is its own (`@Previewable`), for PreviewableStateTests (which finds it by
// its line and column).

#Preview("Todos") {
    @Previewable @State var todos = [
        PreviewableTodo(id: 1, title: "Buy milk", done: false),
        PreviewableTodo(id: 2, title: "Call Ada", done: true),
    ]
    PreviewableTodoList(todos: $todos)
}

struct PreviewableTodo: Identifiable, Codable, Equatable, Sendable {
    var id: Int
    var title: String
    var done: Bool
}

/// A todo list over a binding: a row per todo, each with a "Done" toggle.
struct PreviewableTodoList: View {
    @Binding var todos: [PreviewableTodo]

    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                HStack {
                    Text(todo.title)
                    Toggle("Done", isOn: $todo.done)
                }
            }
            Text("\(todos.filter(\.done).count) of \(todos.count) done")
        }
    }
}
