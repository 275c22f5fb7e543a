/// A widget an app's widget extension declares (`struct Weather: Widget { var body: some
/// WidgetConfiguration { … } }`). Widgets are app extensions that WidgetKit shows on the Home
/// Screen; nothing shows them here: a widget compiles and is never shown.
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration this widget's body produces.
    associatedtype Body: WidgetConfiguration

    /// A widget; the system makes it.
    init()

    /// The widget's content and behaviour.
    @MainActor @preconcurrency var body: Self.Body { get }
}
