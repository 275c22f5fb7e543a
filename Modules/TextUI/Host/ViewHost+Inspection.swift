/// A mounted view found by the host.
public struct FoundView: Sendable, Equatable {
    /// The view's type name, without module or generic arguments.
    public let typeName: String
    /// The view's structural identity.
    public let identity: String
    /// The view's rendered text.
    public let text: String
}

extension ViewHost {
    /// The current values of the mounted views of a type. Their `@State` properties are connected:
    /// reading them gives the mounted values.
    ///
    /// - Parameter type: The views' type.
    /// - Returns: The views, in tree order.
    public func views<V: View>(ofType type: V.Type) -> [V] {
        flush()
        makeAllRows()
        var found: [V] = []
        rootNode?.walk { node in
            if let view = node.castableView as? V { found.append(view) }
        }
        return found
    }

    /// The mounted root view's current value, when it has a type (its `@State` properties are
    /// connected: reading them gives the mounted values).
    ///
    /// - Parameter type: The root view's expected type.
    /// - Returns: The root view, or `nil` when it has another type or the host is unmounted.
    public func root<V: View>(as type: V.Type) -> V? {
        rootNode?.view as? V
    }

    /// The shown views whose own rendered text contains a string.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The views, deepest first (the most specific view first), each with its type,
    ///   identity and rendering.
    public func views(containingText text: String) -> [FoundView] {
        flush()
        makeAllRows()
        var found: [(depth: Int, view: FoundView)] = []
        rootNode?.walkShown { node in
            let rendered = node.rendered(RenderContext()).flatMap(\.lines).joined(separator: "\n")
            if rendered.contains(text) {
                let view = FoundView(
                    typeName: ViewTypeInfo.name(of: Swift.type(of: node.view)),
                    identity: node.identityPath,
                    text: rendered
                )
                found.append((node.depth, view))
            }
        }
        return found.sorted { $0.depth > $1.depth }.map(\.view)
    }

    /// The strings of every shown `Text` in the tree.
    ///
    /// - Returns: The strings, in tree order.
    public func texts() -> [String] {
        flush()
        makeAllRows()
        var found: [String] = []
        rootNode?.walkShown { node in
            if let text = node.castableView as? Text { found.append(text.content) }
        }
        return found
    }

    /// The node tree, one view a line, indented by depth, each with its key among its siblings and
    /// its `@State` values: what identity the host gives each view.
    ///
    /// - Returns: The dump, as text.
    public func treeDump() -> String {
        treeDump { value, _ in StateSlot.describe(value) }
    }

    /// The node tree as ``treeDump()`` shows it, each `@State` value as `describe` writes it (a
    /// tool shows long values by their size, say).
    ///
    /// - Parameter describe: Writes a state's value on one line, given the value and its type's name.
    /// - Returns: The dump, as text.
    public func treeDump(describingValues describe: (_ value: Any, _ typeName: String) -> String) -> String {
        flush()
        var lines: [String] = []
        rootNode?.walk { node in
            var line = String(repeating: "  ", count: node.depth) + ViewTypeInfo.name(of: Swift.type(of: node.view))
            if node.key != .body { line += " [\(node.key)]" }
            let state = node.stateStorages.map {
                "\($0.name)=\(describe($0.anyValue, String(describing: $0.valueType)))"
            }
            if !state.isEmpty { line += "  {" + state.joined(separator: ", ") + "}" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
