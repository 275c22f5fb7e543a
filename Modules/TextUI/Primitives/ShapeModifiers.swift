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
    case butt, round, square
}

/// How the corners of a line are drawn (not rendered; Core Graphics' type, which Linux lacks).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

extension Shape {
    /// The shape filled with the foreground style, by a fill rule (not rendered).
    public func fill(style: FillStyle) -> some View { self }
    /// The shape's outline drawn with `style` (not rendered).
    public func stroke(style: StrokeStyle) -> some View { self }
    /// The shape's outline in `content`, drawn with `style` (not rendered).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    /// The shape's outline drawn inside it (not rendered).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
    /// The shape's outline drawn inside it with `style` (not rendered).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    /// The shape's outline in `content`, drawn inside it with `style` (not rendered).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        self
    }
    /// The same shape (trimming is not rendered).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
    /// The same shape (rotations are not rendered).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// The same shape (offsets are not rendered).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The same shape (scales are not rendered).
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
}

/// A shape whose type is hidden (it renders nothing, as every shape).
public struct AnyShape: Shape {
    private let outline: @MainActor @Sendable (CGRect) -> Path

    /// Hides the type of `shape`.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
    }

    /// The shape's outline.
    public func path(in rect: CGRect) -> Path { outline(rect) }
}
