/// The widgets a widget extension exposes (`@main struct Widgets: WidgetBundle { var body: some
/// Widget { Weather(); Calendar() } }`). Nothing shows widgets here: a bundle compiles and is never
/// shown.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of widget this bundle's body produces.
    associatedtype Body: Widget

    /// A bundle; the system makes it.
    init()

    /// The widgets of the bundle.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
