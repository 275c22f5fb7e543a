import Catalog

/// Shortens host identities for people: the part below the workbench's own root, starting at the
/// mounted component (`MovieListComposer.movies` rather than the full structural path).
enum StatePaths {
    static func display(_ path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // The component is below the root's `ComponentContent` (and a preview's `MadeOnce`) and
        // the `AnyView` in it.
        let content = components.lastIndex { $0.hasPrefix("ComponentContent") || $0.hasPrefix("MadeOnce") }
        let wrapper = content.map { $0 + 1 } ?? components.firstIndex { $0.hasPrefix("AnyView") }
        if let wrapper, wrapper + 1 < components.count, components[wrapper].hasPrefix("AnyView") {
            components.removeFirst(wrapper + 1)
            if let bracket = components[0].firstIndex(of: "["), let dot = components[0].firstIndex(of: "."),
                bracket < dot
            {
                components[0].removeSubrange(bracket..<dot)
            } else if let bracket = components[0].firstIndex(of: "[") {
                components[0].removeSubrange(bracket...)
            }
        }
        return components.joined(separator: "/")
    }

    /// A task's view path as people read it: the view that declared `.task`, then `.task`
    /// (`MovieBrowserComposer/MovieBrowser .task` rather than `…/MovieBrowser/TaskContent`).
    static func displayTask(_ viewPath: String) -> String {
        var components = display(viewPath).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last, last.hasPrefix("TaskContent") else {
            return components.joined(separator: "/")
        }
        components.removeLast()
        return components.isEmpty ? ".task" : components.joined(separator: "/") + " .task"
    }

    /// True for the workbench root's own state (the binding values and dependency choices).
    static func isWorkbenchRoot(_ path: String) -> Bool {
        StateOwnership.isRoot(path)
    }
}
