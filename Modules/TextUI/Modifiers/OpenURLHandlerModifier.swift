/// Content that handles URLs opened in the app (a link from another app, a widget, a custom
/// scheme): ``ViewHost/open(_:)`` delivers a URL as the system does.
struct OpenURLHandlerContent<Content: View>: View {
    let content: Content
    let action: @MainActor (URL) -> Void

    typealias Body = Never
}

/// A modifier node that handles URLs opened in the app.
@MainActor
protocol OpenURLHandling {
    func handle(_ url: URL)
}

extension OpenURLHandlerContent: PrimitiveView, OpenURLHandling {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func handle(_ url: URL) {
        action(url)
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (``ViewHost/open(_:)`` in a host).
    ///
    /// - Parameter action: Receives the URL, on the main actor.
    /// - Returns: A view that handles URLs opened in the app while it is in the tree.
    @preconcurrency public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        OpenURLHandlerContent(content: self, action: action)
    }
}

extension ViewHost {
    /// Opens `url` in the app, as the system does when another app, a widget or a notification
    /// opens a URL the app handles: every `onOpenURL` action in the mounted tree runs, in tree
    /// order (also on covered screens), then the updates they cause are applied. (URLs the app
    /// itself opens are in ``openedURLs``.)
    ///
    /// ```swift
    /// struct Inbox: View {
    ///     @State private var opened = "none"
    ///     var body: some View {
    ///         Text("Opened: \(opened)")
    ///             .onOpenURL { opened = $0.lastPathComponent }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Inbox())
    /// host.open(URL(string: "mail://message/42")!)
    /// print(host.render())  // Opened: 42
    /// ```
    ///
    /// - Parameter url: The URL to open.
    /// - Returns: True when an `onOpenURL` action received it; false when nothing in the tree handles URLs.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        flush()
        var handlers: [any OpenURLHandling] = []
        rootNode?.walk { node in
            if let handler = node.view as? any OpenURLHandling { handlers.append(handler) }
        }
        for handler in handlers {
            handler.handle(url)
        }
        flush()
        return !handlers.isEmpty
    }
}
