/// An alignment of your own (`extension HorizontalAlignment { static let labels =
/// HorizontalAlignment(Labels.self) }`): its default value in a view's dimensions. Text output
/// lines views up by its stacks: a custom horizontal alignment lines up as `.leading`, a custom
/// vertical one as `.top`.
public protocol AlignmentID {
    /// Where the alignment guide is in a view that does not set it with `alignmentGuide(_:computeValue:)`.
    ///
    /// - Parameter context: The view's size and its other guides.
    /// - Returns: The guide's offset in points from the view's leading (or top) edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A horizontal alignment of your own; text output lines it up as `.leading`.
    ///
    /// - Parameter id: The alignment's identifier type.
    public init(_ id: any AlignmentID.Type) {
        self = .leading
    }

    /// The leading edge of a list row's separator (lined up as `.leading`).
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// The trailing edge of a list row's separator (lined up as `.trailing`).
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

extension VerticalAlignment {
    /// A vertical alignment of your own; text output lines it up as `.top`.
    ///
    /// - Parameter id: The alignment's identifier type.
    public init(_ id: any AlignmentID.Type) {
        self = .top
    }
}

extension Alignment {
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centered, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centered, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
