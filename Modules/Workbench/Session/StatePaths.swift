import Catalog

/// Shortens host identities for people: the part below the workbench's own root, starting at the
/// mounted component (`MovieListComposer.movies` rather than the full structural path).
enum StatePaths {
    static func display(_ path: String) -> String {
        // Read as bytes (the separators and the names looked for are ASCII): the workbench shortens
        // every state's path for `state`, `get` and `set`, and each state change for the log.
        let bytes = Array(path.utf8)
        var components: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
            components.append(start..<offset)
            start = offset + 1
        }
        components.append(start..<bytes.count)
        func starts(_ component: Range<Int>, with prefix: String) -> Bool {
            bytes[component].starts(with: prefix.utf8)
        }
        // The component is below the root's `ComponentContent` (and a preview's `MadeOnce`) and
        // the `AnyView` in it.
        let content = components.lastIndex { starts($0, with: "ComponentContent") || starts($0, with: "MadeOnce") }
        let wrapper = content.map { $0 + 1 } ?? components.firstIndex { starts($0, with: "AnyView") }
        guard let wrapper, wrapper + 1 < components.count, starts(components[wrapper], with: "AnyView") else {
            return path
        }
        // The component's own name loses its key: `Counter[2].count` reads `Counter.count`.
        let first = components[wrapper + 1]
        var shown = bytes[first.lowerBound...]
        let bracket = bytes[first].firstIndex(of: UInt8(ascii: "["))
        let dot = bytes[first].firstIndex(of: UInt8(ascii: "."))
        if let bracket, let dot, bracket < dot {
            shown = bytes[first.lowerBound..<bracket] + bytes[dot...]
        } else if let bracket {
            shown = bytes[first.lowerBound..<bracket] + bytes[first.upperBound...]
        }
        return String(decoding: shown, as: UTF8.self)
    }

    /// The shortest path that names each of `paths` (states' paths as ``display(_:)`` shows them)
    /// among them all, as a person would write it: the view that owns the state and the state's
    /// name (`AddEntryView.title`); with the view's key when another such view has a state of that
    /// name (`Row[3].done`); then with as many of the views around it as tell it apart; the path
    /// itself when nothing shorter does. In the order of `paths`.
    static func shortest(_ paths: [String]) -> [String] {
        let forms = paths.map(shortForms)
        var counts: [String: Int] = [:]
        for pathForms in forms {
            for form in Set(pathForms) { counts[form, default: 0] += 1 }
        }
        return zip(paths, forms).map { path, pathForms in
            pathForms.first { counts[$0] == 1 } ?? path
        }
    }

    /// The ways a person may name the state at `path`, shortest first: `Owner.name`,
    /// `Owner[key].name`, then with the views around it, one more at a time, up to `path` itself.
    static func shortForms(of path: String) -> [String] {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.popLast() else { return [path] }
        var forms: [String] = []
        if let bracket = last.firstIndex(of: "["), let close = last[bracket...].firstIndex(of: "]") {
            forms.append(String(last[..<bracket]) + String(last[last.index(after: close)...]))
        }
        forms.append(last)
        var suffix = last
        for component in components.reversed() {
            suffix = component + "/" + suffix
            forms.append(suffix)
        }
        return forms
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
