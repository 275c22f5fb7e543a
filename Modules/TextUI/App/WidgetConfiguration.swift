/// What a widget shows and how it is configured. Widgets are app extensions that WidgetKit shows
/// on the Home Screen; nothing shows them here (WidgetKit's configurations, such as
/// `StaticConfiguration`, are not provided), so a configuration is declared and never shown.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of configuration this configuration's body produces.
    associatedtype Body: WidgetConfiguration

    /// The content and behaviour of this widget.
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    /// Built-in configurations have no body.
    public var body: Never {
        fatalError("\(type(of: self)) is a built-in widget configuration and has no body")
    }
}

extension WidgetConfiguration {
    /// This configuration, with `action` to run when the system provides `task` (nothing runs a
    /// widget in the background here: the action is never called).
    ///
    /// - Parameters:
    ///   - task: The kind of task.
    ///   - action: What to do with the task's request; the task ends when it returns.
    /// - Returns: This configuration, unchanged.
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some WidgetConfiguration { self }
}
