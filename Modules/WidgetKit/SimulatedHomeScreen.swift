import Locking

/// The Home Screen Linux lacks (this type is this package's, not Apple's): the widgets a test
/// placed, and the reloads the app asked ``WidgetCenter`` for. A test gives its work a Home Screen
/// of its own with ``withHomeScreen(placing:isolation:_:)``.
public enum SimulatedHomeScreen {
    /// A reload the app asked for.
    public enum Reload: Hashable, Sendable {
        /// All the app's widgets (``WidgetCenter/reloadAllTimelines()``).
        case all
        /// The widgets of one kind (``WidgetCenter/reloadTimelines(ofKind:)``).
        case kind(String)
    }

    private struct State: Sendable {
        var widgets: [WidgetInfo] = []
        var reloads: [Reload] = []
    }

    private static let state = ScopedLocked(State())

    /// The widgets the person placed, which ``WidgetCenter`` reports.
    public static var widgets: [WidgetInfo] {
        get { state.value.widgets }
        set { state.withLock { $0.widgets = newValue } }
    }

    /// The reloads the app asked for, oldest first.
    public static var reloads: [Reload] { state.value.reloads }

    static func record(_ reload: Reload) {
        state.withLock { $0.reloads.append(reload) }
    }

    /// Runs `body` with a Home Screen of its own, with `widgets` placed and no reload asked yet.
    ///
    /// - Parameters:
    ///   - widgets: The widgets placed.
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withHomeScreen<Result>(
        placing widgets: [WidgetInfo] = [], isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await state.withScope(State(widgets: widgets), isolation: isolation, body)
    }
}
