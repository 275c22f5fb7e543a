import Foundation

/// How a shape's outline is drawn: its width is used by `Path.strokedPath(_:)`; the rest is not rendered.
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the outline.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitered corner may reach.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dashes start.
    public var dashPhase: CGFloat

    /// A stroke style.
    ///
    /// - Parameters:
    ///   - lineWidth: The width of the outline (1 by default).
    ///   - lineCap: How line ends are drawn (`.butt` by default).
    ///   - lineJoin: How corners are drawn (`.miter` by default).
    ///   - miterLimit: How far a mitered corner may reach, as a multiple of the line width (10 by default).
    ///   - dash: The lengths of dashes and gaps, alternating; empty (the default) draws a solid line.
    ///   - dashPhase: How far into the dash pattern the line starts (0 by default).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a line are drawn (not rendered; Core Graphics' type, which Linux lacks).
public enum CGLineCap: Int32, Sendable {
    /// The line ends flush at its endpoint, ends with a half circle, or ends with a half square past it.
    case butt, round, square
}

/// How the corners of a line are drawn (not rendered; Core Graphics' type, which Linux lacks).
public enum CGLineJoin: Int32, Sendable {
    /// A corner drawn sharp (up to the miter limit), rounded, or cut off flat.
    case miter, round, bevel
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase, which animations interpolate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

/// The fill rule of a shape (not rendered).
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule fills the shape.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// A fill style.
    ///
    /// - Parameters:
    ///   - eoFill: Whether the even-odd rule fills the shape, rather than the non-zero winding rule.
    ///   - antialiased: Whether edges are smoothed.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
