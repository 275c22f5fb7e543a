/// A new value for the mounted root view, as a parent gives its child one: what a hosting
/// controller does when its `rootView` is set (`hostingController.rootView = ContentView(count: 2)`).
extension ViewHost {
    /// Gives the mounted root view a new value: its body is evaluated again unless the value is the
    /// same as the mounted one, and its `@State` is kept when it has the same type (as SwiftUI keeps
    /// a view's state when its parent gives it a new value); a root of another type replaces the
    /// tree (`onDisappear` of the old views, `onAppear` of the new ones).
    ///
    /// - Parameter root: The root view's new value.
    public func updateRoot<Root: View>(_ root: Root) {
        guard let node = rootNode else { return }
        operating {
            if Swift.type(of: node.view) == Root.self {
                updatingTree { node.update(root, environment: node.environment) }
            } else {
                replaceRoot(with: root, environment: node.environment)
            }
            flush()
        }
    }
}
