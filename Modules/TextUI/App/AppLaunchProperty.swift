/// A property of an ``App`` that the app's launch reaches: SwiftUI's app delegate adaptor (in the
/// SwiftUI module, where UIKit's delegate is known). When the host mounts an app, before its body
/// is first evaluated, it launches each such property once (the delegate's
/// `application(_:didFinishLaunchingWithOptions:)`), and on every evaluation puts what the property
/// shares into its windows' environment (a delegate that is an `ObservableObject` or `Observable`).
package protocol AppLaunchProperty {
    /// Launches what the property holds; a second call does nothing.
    @MainActor func launch()

    /// `content` with what the property shares in its environment.
    @MainActor func sharing(into content: AnyView) -> AnyView
}
