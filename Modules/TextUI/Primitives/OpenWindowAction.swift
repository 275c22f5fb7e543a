/// Opens a window: `@Environment(\.openWindow) var openWindow; openWindow(id: "stats")`. A host has
/// one window: it records the request in ``ViewHost/openedWindows`` (the window is not shown).
public struct OpenWindowAction: Equatable {
    let host: HostReference?

    /// Opens the window of the scene with identifier `id`.
    ///
    /// - Parameter id: The identifier of a `WindowGroup` or `Window`; recorded by the host.
    @MainActor public func callAsFunction(id: String) {
        host?.host?.record(openedWindow: WindowRequest(id: id, value: nil))
    }

    /// Opens a window presenting `value`, of the `WindowGroup(for:)` that presents its type.
    ///
    /// - Parameter value: The value the window presents; recorded by the host.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        host?.host?.record(openedWindow: WindowRequest(id: nil, value: AnyHashable(value)))
    }

    /// Opens a window presenting `value`, of the scene with identifier `id`.
    ///
    /// - Parameters:
    ///   - id: The identifier of a `WindowGroup(id:for:)`; recorded by the host.
    ///   - value: The value the window presents; recorded by the host.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        host?.host?.record(openedWindow: WindowRequest(id: id, value: AnyHashable(value)))
    }

    public static func == (lhs: OpenWindowAction, rhs: OpenWindowAction) -> Bool {
        lhs.host === rhs.host
    }
}

/// A window an app asked to open or to dismiss, as a host records it: the scene's identifier, the
/// value the window presents, both, or neither (dismissing the current window).
public struct WindowRequest: Equatable {
    /// The identifier of the scene, if the request named one.
    public let id: String?
    /// The value the window presents, if the request gave one.
    public let value: AnyHashable?

    /// A request for a window.
    ///
    /// - Parameters:
    ///   - id: The identifier of the scene, or nil.
    ///   - value: The value the window presents, or nil.
    public init(id: String?, value: AnyHashable?) {
        self.id = id
        self.value = value
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(host: nil) }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Opens a window (a host records the request in ``ViewHost/openedWindows``).
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// False: a host shows one window, as an iPhone does.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}

extension ViewHost {
    func record(openedWindow request: WindowRequest) {
        openedWindows.append(request)
    }
}
