/// The app's widgets: which ones the person placed, and the requests to reload their timelines.
///
/// Apps call ``reloadAllTimelines()`` or ``reloadTimelines(ofKind:)`` after a change their widgets
/// show (a new expense, a finished task). Linux has no Home Screen: nothing is reloaded, and each
/// request is kept in ``SimulatedHomeScreen/reloads`` for a test to read. The widgets placed are
/// those of ``SimulatedHomeScreen/widgets``, none unless a test places some.
///
/// ```swift
/// import WidgetKit
///
/// func saved() {
///     WidgetCenter.shared.reloadAllTimelines()
/// }
/// ```
public final class WidgetCenter: Sendable {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks for the timelines of all the app's widgets to be reloaded (kept, not done).
    public func reloadAllTimelines() {
        SimulatedHomeScreen.record(.all)
    }

    /// Asks for the timelines of the app's widgets of one kind to be reloaded (kept, not done).
    ///
    /// - Parameter kind: The kind the widgets' configuration was made with.
    public func reloadTimelines(ofKind kind: String) {
        SimulatedHomeScreen.record(.kind(kind))
    }

    /// Gives the widgets the person placed to `completion`, on a queue of its own.
    ///
    /// - Parameter completion: Given the widgets; it never fails here.
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        let widgets = SimulatedHomeScreen.widgets
        DispatchQueue.global().async { completion(.success(widgets)) }
    }

    /// The widgets the person placed.
    ///
    /// - Returns: The widgets.
    /// - Throws: Nothing here (Apple's throws when WidgetKit cannot answer).
    public func currentConfigurations() async throws -> [WidgetInfo] {
        SimulatedHomeScreen.widgets
    }
}
