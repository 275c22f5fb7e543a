/// What a rendering stresses in part of a line, for a tool that can show it (a terminal, say, in
/// bold). Plain text (``ViewHost/render()``) does not show emphasis; ``ViewHost/renderStyled(rowLimit:)`` does.
public enum TextEmphasis: Sendable, Hashable, CaseIterable {
    /// A heading: a navigation or section title, text in a title or headline font, bold text.
    case strong
    /// The selected row of a list with a selection.
    case selected
    /// A disabled control.
    case disabled
}
