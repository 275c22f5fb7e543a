/// Content that can be refreshed (pull to refresh): `\.refresh` holds its action, and the host
/// runs it with `refresh()`.
struct RefreshableContent<Content: View>: View {
    let content: Content
    let action: @Sendable () async -> Void

    typealias Body = Never
}

/// A modifier node that refreshes its content.
@MainActor
protocol RefreshHandling {
    func refresh() async
}

extension RefreshableContent: PrimitiveView, RefreshHandling {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.refresh = RefreshAction(handler: NodeReference(node))
    }

    func refresh() async {
        await action()
    }
}

/// Refreshes the content of the innermost `.refreshable` around a view: `await refresh()`.
public struct RefreshAction: Equatable {
    let handler: NodeReference

    /// Runs the refresh action and returns when it is done.
    @MainActor public func callAsFunction() async {
        await (handler.node?.view as? any RefreshHandling)?.refresh()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the innermost `.refreshable` around a view, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension ViewHost {
    /// Refreshes the first refreshable view in the tree (as pulling it down does) and returns when
    /// its action is done.
    ///
    /// - Throws: ``ViewHostError/notMounted`` when the host was unmounted;
    ///   ``ViewHostError/nothingToRefresh`` when no shown view is refreshable.
    public func refresh() async throws {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        flush()
        var handler: (any RefreshHandling)?
        makeAllRows()
        rootNode?.walkShown { node in
            if handler == nil { handler = node.view as? any RefreshHandling }
        }
        guard let handler else { throw ViewHostError.nothingToRefresh }
        await handler.refresh()
        flush()
    }
}

extension View {
    /// Makes this view refreshable: `action` runs when it is pulled down (`host.refresh()`).
    ///
    /// - Parameter action: The refresh to run; `host.refresh()` and `refresh()` return when it is done.
    /// - Returns: A view that sets `\.refresh` for its content and is found by `host.refresh()`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        RefreshableContent(content: self, action: action)
    }
}
