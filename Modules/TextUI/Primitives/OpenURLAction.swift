/// Opens a URL: `@Environment(\.openURL) var openURL; openURL(url)`. A view sets its own with
/// `.environment(\.openURL, OpenURLAction { url in … })`; what it returns says whether the URL
/// was handled. The system's action (the default, and `.systemAction`) has no browser on Linux:
/// the host records the URL in ``ViewHost/openedURLs``.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Outcome: Equatable {
            case handled, discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler will not open it.
        public static let discarded = Result(outcome: .discarded)
        /// The system should open it.
        public static let systemAction = Result(outcome: .system(nil))

        /// The system should open `url` instead.
        ///
        /// - Parameter url: The URL to open in place of the one the handler was given.
        /// - Returns: A result that has the host record `url` in ``ViewHost/openedURLs``.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?
    let host: HostReference?

    /// An action that calls `handler`.
    ///
    /// - Parameter handler: Called with each URL to open; its result says whether the system opens it
    ///   (`.systemAction` has the host record it; `.handled` and `.discarded` end there).
    @preconcurrency public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        self.host = nil
    }

    init(host: ViewHost) {
        self.handler = nil
        self.host = HostReference(host)
    }

    /// Opens `url`.
    ///
    /// - Parameter url: The URL to open: given to the handler, or, for the system's action, recorded by the
    ///   host in ``ViewHost/openedURLs``.
    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and says whether it was opened.
    ///
    /// - Parameters:
    ///   - url: The URL to open, as `callAsFunction(_:)` opens it.
    ///   - completion: Called at once with false when the handler discarded the URL, true when it
    ///     handled it or the system opened it.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Gives `url` to the handler, or records it for the system's action; false when discarded.
    @MainActor private func open(_ url: URL) -> Bool {
        let outcome = handler?(url).outcome ?? .system(nil)
        switch outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let replacement):
            host?.host?.record(openedURL: replacement ?? url)
            return true
        }
    }
}

/// A weak reference to a host (the environment must not keep its host alive).
final class HostReference {
    weak var host: ViewHost?

    init(_ host: ViewHost) {
        self.host = host
    }
}

extension OpenURLAction: Equatable {
    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool {
        lhs.handler == nil && rhs.handler == nil && lhs.host === rhs.host
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(handler: { _ in .systemAction }) }
}

extension EnvironmentValues {
    /// Opens a URL (what a ``Link`` does when tapped).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The environment at the root of `host`: the default values, and the system's `openURL`,
    /// `openWindow` and `dismissWindow` actions, which record their requests in the host.
    init(host: ViewHost) {
        self.init()
        openURL = OpenURLAction(host: host)
        editMode = HostEditMode().binding
        openWindow = OpenWindowAction(host: HostReference(host))
        dismissWindow = DismissWindowAction(host: HostReference(host))
    }
}

extension ViewHost {
    func record(openedURL url: URL) {
        openedURLs.append(url)
    }
}
