extension ViewHost {
    /// The shown views given an identifier with `.accessibilityIdentifier(_:)`. (Controls are also
    /// found by their identifier: `tap("save-button")`.)
    ///
    /// - Parameter identifier: The accessibility identifier.
    /// - Returns: The views, in tree order, each with its type, identity and rendering.
    public func views(identifiedBy identifier: String) -> [FoundView] {
        flush()
        makeAllRows()
        var found: [FoundView] = []
        rootNode?.walkShown { node in
            guard let describing = node.view as? any AccessibilityDescribing, describing.identifier == identifier,
                var element = node.children.first
            else { return }
            while element.view is any AccessibilityDescribing, let content = element.children.first {
                element = content
            }
            found.append(
                FoundView(
                    typeName: ViewTypeInfo.name(of: Swift.type(of: element.view)),
                    identity: element.identityPath,
                    text: StackLayout.vertical(element.rendered(RenderContext()), alignment: .leading).text
                )
            )
        }
        return found
    }
}
