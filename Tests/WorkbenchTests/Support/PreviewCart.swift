import Observation
import TextUI
import TextUIMacroDeclarations

// A preview that builds its model inline, for ObjectUndoTests (which finds it by line and column).

#Preview("Cart") {
    PreviewCartView(
        cart: {
            let cart = PreviewCart(); cart.add("Pear"); return cart
        }())
}

/// A cart as an everyday app's model: an `@Observable` object the view reads.
@Observable
final class PreviewCart {
    private(set) var items: [String] = []

    func add(_ item: String) { items.append(item) }
    func removeAll() { items.removeAll() }
}

/// The cart's items, a count, and buttons that change the model.
struct PreviewCartView: View {
    var cart: PreviewCart

    var body: some View {
        VStack {
            ForEach(Array(cart.items.enumerated()), id: \.offset) { Text($0.element) }
            Text("\(cart.items.count) items")
            Button("Add Apple") { cart.add("Apple") }
            Button("Empty") { cart.removeAll() }
        }
    }
}

/// A view that shows one line more each time it is mounted in the process: what it shows is not
/// made again by taking a session's steps again.
struct MountCountingView: View {
    @MainActor static var mounts = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            ForEach(0..<Self.mounts, id: \.self) { Text("mount \($0 + 1)") }
            Button("Tap \(taps)") { taps += 1 }
        }
        .onAppear { Self.mounts += 1 }
    }
}
