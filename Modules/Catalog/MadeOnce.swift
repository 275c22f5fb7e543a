import TextUI

/// Shows the view `make` makes, made once while this view is mounted, as Xcode evaluates a
/// preview once: a model a preview makes inline (`CartView(cart: { … }())`) is the one the
/// mounted view keeps, so it reacts to taps, however often what is around it is evaluated. A new
/// mount makes the view again.
struct MadeOnce: View {
    let make: @MainActor () -> AnyView
    @State private var made = MadeView()

    var body: some View {
        if let view = made.view { return view }
        let view = make()
        made.view = view
        return view
    }
}

/// The view a ``MadeOnce`` made, kept in its state (a reference, so keeping it is no change).
@MainActor
final class MadeView {
    var view: AnyView?
}
