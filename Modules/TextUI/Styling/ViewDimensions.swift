/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` and
/// ``AlignmentID/defaultValue(in:)`` see them. Text output has no sizes in points: `alignmentGuide`
/// does not call its closure.
public struct ViewDimensions: Equatable {
    /// The view's width in points.
    public var width: CGFloat
    /// The view's height in points.
    public var height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where a horizontal guide is: 0 for leading, half the width for center, the width for trailing.
    ///
    /// - Parameter guide: The guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where a vertical guide is: 0 for top, half the height for center, the height for bottom and
    /// the baselines.
    ///
    /// - Parameter guide: The guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// The value set for a horizontal guide with `alignmentGuide`: none in text output.
    ///
    /// - Parameter guide: The guide.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The value set for a vertical guide with `alignmentGuide`: none in text output.
    ///
    /// - Parameter guide: The guide.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
