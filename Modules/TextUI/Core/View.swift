@_exported import Foundation
@_exported import Observation

/// A piece of user interface, described as a value. Its `body` is evaluated by a ``ViewHost``
/// when the view is mounted; built-in views have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the body type of built-in views.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body; the host renders them directly.
    public var body: Never {
        fatalError("\(type(of: self)) is a built-in view and has no body")
    }
}
