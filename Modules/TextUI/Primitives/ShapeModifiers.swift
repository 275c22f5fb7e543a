// The shape modifiers SwiftUI code uses. Text output draws no shapes: each returns the shape (or a
// view of it) unchanged, so the code compiles and renders nothing, as the shape does.

/// How a shape's outline is drawn (not rendered).
public struct StrokeStyle: Sendable, Equatable {
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

extension Shape {
    /// The shape filled with the foreground style, by a fill rule (not rendered).
    ///
    /// - Parameter style: The fill rule and antialiasing; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func fill(style: FillStyle) -> some View { self }
    /// The shape's outline drawn with `style` (not rendered).
    ///
    /// - Parameter style: The line width, caps, joins and dashes; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func stroke(style: StrokeStyle) -> some View { self }
    /// The shape's outline in `content`, drawn with `style` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the outline; accepted, no effect on the text.
    ///   - style: The line width, caps, joins and dashes; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    /// The shape's outline drawn inside it (not rendered).
    ///
    /// - Parameters:
    ///   - lineWidth: The width of the outline (1 by default); accepted, no effect on the text.
    ///   - antialiased: Whether edges are smoothed; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    /// The shape's outline drawn inside it with `style` (not rendered).
    ///
    /// - Parameters:
    ///   - style: The line width, caps, joins and dashes; accepted, no effect on the text.
    ///   - antialiased: Whether edges are smoothed; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    /// The shape's outline in `content`, drawn inside it with `style` (not rendered).
    ///
    /// - Parameters:
    ///   - content: The colour or style of the outline; accepted, no effect on the text.
    ///   - style: The line width, caps, joins and dashes; accepted, no effect on the text.
    ///   - antialiased: Whether edges are smoothed; accepted, no effect on the text.
    /// - Returns: The shape, unchanged: it renders nothing.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        self
    }
    /// The same shape (trimming is not rendered).
    ///
    /// - Parameters:
    ///   - startFraction: Where the drawn part of the outline starts, from 0 to 1; not used.
    ///   - endFraction: Where the drawn part of the outline ends, from 0 to 1; not used.
    /// - Returns: This shape, unchanged.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
    /// The same shape (rotations are not rendered).
    ///
    /// - Parameters:
    ///   - angle: How far to rotate the shape; not used.
    ///   - anchor: The point to rotate around (the center by default); not used.
    /// - Returns: This shape, unchanged.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// The same shape (offsets are not rendered).
    ///
    /// - Parameters:
    ///   - x: How far to move the shape horizontally; not used.
    ///   - y: How far to move the shape vertically; not used.
    /// - Returns: This shape, unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The same shape (scales are not rendered).
    ///
    /// - Parameters:
    ///   - scale: The factor to scale the shape by; not used.
    ///   - anchor: The point that stays put (the center by default); not used.
    /// - Returns: This shape, unchanged.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
}

/// A shape whose type is hidden (it renders nothing, as every shape).
public struct AnyShape: Shape {
    private let outline: @MainActor @Sendable (CGRect) -> Path

    /// Hides the type of `shape`.
    ///
    /// - Parameter shape: The shape whose outline this one draws.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
    }

    /// The shape's outline.
    ///
    /// - Parameter rect: The frame to draw the outline in.
    /// - Returns: The wrapped shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path { outline(rect) }
}
