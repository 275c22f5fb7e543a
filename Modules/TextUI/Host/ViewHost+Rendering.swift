/// Rendering the mounted tree as text: the host's updates are applied first, so a render shows the
/// state as it is now.
extension ViewHost {
    /// Applies pending updates, then renders the tree as text.
    ///
    /// - Returns: The tree's text, one line a row of output.
    public func render() -> String {
        render(RenderContext())
    }

    /// Applies pending updates, then renders the tree, showing at most a number of rows of each list
    /// (then a line "… N more").
    ///
    /// - Parameter rowLimit: The most rows of each list to show, or `nil` for all of them.
    /// - Returns: The tree's text.
    public func render(rowLimit: Int?) -> String {
        render(RenderContext(rowLimit: rowLimit))
    }

    func render(_ context: RenderContext) -> String {
        flush()
        guard let root = rootNode else { return "" }
        return StackLayout.vertical(root.rendered(context), alignment: .leading).text
    }

    /// Applies pending updates, then renders the tree as ``render(rowLimit:)`` does, each line cut into
    /// segments by the emphasis a tool can show: headings, a list's selected row, disabled controls.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Movies").bold())
    /// let title = host.renderStyled().first?.segments.first
    /// // title?.text == "Movies", title?.emphasis == [.strong]
    /// ```
    ///
    /// - Parameter rowLimit: The most rows of each list to show, or `nil` (the default) for all of them.
    /// - Returns: The lines of the rendering; their texts, joined with newlines, are ``render(rowLimit:)``'s.
    public func renderStyled(rowLimit: Int? = nil) -> [StyledLine] {
        flush()
        guard let root = rootNode else { return [] }
        return StackLayout.vertical(root.rendered(RenderContext(rowLimit: rowLimit)), alignment: .leading).styledLines
    }
}
