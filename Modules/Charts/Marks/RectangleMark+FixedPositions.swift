import Foundation
import TextUI

// Rectangles with a side at fixed positions in points rather than at values: text has no points,
// so such a side spans the whole plot, as Apple's does when its positions are nil (the DocC
// article "Differences from Apple's Charts").
extension RectangleMark {
    /// A rectangle between two values on x, across the plot on y (or between fixed positions).
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x.
    ///   - xEnd: Where it ends on x.
    ///   - yStart: Where it starts on y, in points; nil for the plot's edge. Not used in text.
    ///   - yEnd: Where it ends on y, in points; nil for the plot's edge. Not used in text.
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        self.mark = mark
    }

    /// A rectangle between two values on y, across the plot on x (or between fixed positions).
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x, in points; nil for the plot's edge. Not used in text.
    ///   - xEnd: Where it ends on x, in points; nil for the plot's edge. Not used in text.
    ///   - yStart: Where it starts on y.
    ///   - yEnd: Where it ends on y.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A rectangle at a value on y, across the plot on x (or between fixed positions).
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x, in points; nil for the plot's edge. Not used in text.
    ///   - xEnd: Where it ends on x, in points; nil for the plot's edge. Not used in text.
    ///   - y: The value on y.
    ///   - height: The height; not drawn in text.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.y = y.channel
        self.mark = mark
    }

    /// A rectangle at a value on x, across the plot on y (or between fixed positions).
    ///
    /// - Parameters:
    ///   - x: The value on x.
    ///   - yStart: Where it starts on y, in points; nil for the plot's edge. Not used in text.
    ///   - yEnd: Where it ends on y, in points; nil for the plot's edge. Not used in text.
    ///   - width: The width; not drawn in text.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {
        var mark = PlottedMark(kind: .rectangle)
        mark.x = x.channel
        self.mark = mark
    }

    /// A rectangle between fixed positions, the whole plot when they are nil.
    ///
    /// - Parameters:
    ///   - xStart: Where it starts on x, in points; not used in text.
    ///   - xEnd: Where it ends on x, in points; not used in text.
    ///   - yStart: Where it starts on y, in points; not used in text.
    ///   - yEnd: Where it ends on y, in points; not used in text.
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlottedMark(kind: .rectangle)
    }
}
