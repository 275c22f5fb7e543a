/// Dismisses a window: `@Environment(\.dismissWindow) var dismissWindow; dismissWindow()`. A host
/// has one window, which stays: it records the request in ``ViewHost/dismissedWindows``.
public struct DismissWindowAction: Equatable {
    let host: HostReference?

    /// Dismisses the window the action is called from.
    @MainActor public func callAsFunction() {
        host?.host?.record(dismissedWindow: WindowRequest(id: nil, value: nil))
    }

    /// Dismisses the window of the scene with identifier `id`.
    ///
    /// - Parameter id: The identifier of a `Window` or `WindowGroup`; recorded by the host.
    @MainActor public func callAsFunction(id: String) {
        host?.host?.record(dismissedWindow: WindowRequest(id: id, value: nil))
    }

    /// Dismisses the window presenting `value`.
    ///
    /// - Parameter value: The value the window presents; recorded by the host.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        host?.host?.record(dismissedWindow: WindowRequest(id: nil, value: AnyHashable(value)))
    }

    /// Dismisses the window presenting `value`, of the scene with identifier `id`.
    ///
    /// - Parameters:
    ///   - id: The identifier of a `WindowGroup(id:for:)`; recorded by the host.
    ///   - value: The value the window presents; recorded by the host.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        host?.host?.record(dismissedWindow: WindowRequest(id: id, value: AnyHashable(value)))
    }

    public static func == (lhs: DismissWindowAction, rhs: DismissWindowAction) -> Bool {
        lhs.host === rhs.host
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(host: nil) }
}

extension EnvironmentValues {
    /// Dismisses a window (a host records the request in ``ViewHost/dismissedWindows``).
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}

extension ViewHost {
    func record(dismissedWindow request: WindowRequest) {
        dismissedWindows.append(request)
    }
}
