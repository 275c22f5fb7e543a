import TextUI

/// A preview's view, made once while it is mounted, as Xcode evaluates a preview once: a model made
/// inline in `previews` or in a `#Preview` body (`CartView(cart: { let c = Cart(); …; return c }())`)
/// is the same model while the story is mounted, so what a tap changes stays. The view is kept in
/// `@State`, which lives as long as this view's identity (the way `@StateObject` keeps its object);
/// a new mount makes it afresh.
struct PreviewInstance: View {
    @State private var made: MadeOnce

    /// A preview whose view `make` makes, on first use.
    init(_ make: @escaping @MainActor () -> AnyView) {
        _made = State(initialValue: MadeOnce(make))
    }

    var body: some View { made.view }
}

/// A view made on first use and kept: each ``PreviewInstance`` value brings a new one, and only the
/// first, the one `@State` keeps, is ever asked for its view.
@MainActor
final class MadeOnce {
    private let make: @MainActor () -> AnyView
    private var made: AnyView?

    init(_ make: @escaping @MainActor () -> AnyView) {
        self.make = make
    }

    var view: AnyView {
        if let made { return made }
        let view = make()
        made = view
        return view
    }
}
