import TextUI

/// The size of a mark along one dimension (a bar's width, a rectangle's height). Text charts draw
/// every bar one line high, so it has no effect there.
public struct MarkDimension: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Sendable, Equatable {
        case automatic
        case fixed(Double)
        case inset(Double)
        case ratio(Double)
    }
    let kind: Kind

    /// The chart's choice.
    public static let automatic = MarkDimension(kind: .automatic)

    /// A fixed size in points.
    ///
    /// - Parameter value: The size.
    /// - Returns: The dimension.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }

    /// The space a category has, less an inset.
    ///
    /// - Parameter value: The inset.
    /// - Returns: The dimension.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }

    /// A share of the space a category has.
    ///
    /// - Parameter value: The share, from 0 to 1.
    /// - Returns: The dimension.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }

    /// A fixed size from a literal.
    ///
    /// - Parameter value: The size.
    public init(floatLiteral value: Double) { kind = .fixed(value) }

    /// A fixed size from a literal.
    ///
    /// - Parameter value: The size.
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }

    private init(kind: Kind) { self.kind = kind }
}

/// How bars (and areas) with the same category are put together.
public struct MarkStackingMethod: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case standard, normalized, center, unstacked
    }
    let kind: Kind

    /// Stacked end to end (the default).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked, each stack scaled to the whole length.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked around the middle.
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: each bar starts at zero.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or an area joins its points. Text charts draw straight segments whatever it says.
public struct InterpolationMethod: Sendable, Equatable, CustomStringConvertible {
    let name: String

    /// The method's name: `linear`, `catmullRom`, `stepStart`…
    public var description: String { name }

    /// Straight segments.
    public static let linear = InterpolationMethod(name: "linear")
    /// A smooth curve through each point.
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A smooth curve keeping the data's rises and falls.
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// A smooth curve that does not overshoot.
    public static let monotone = InterpolationMethod(name: "monotone")
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(name: "stepEnd")

    /// A cardinal spline with a tension.
    ///
    /// - Parameter tension: The tension, from 0 to 1.
    /// - Returns: The method.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }

    /// A Catmull-Rom spline with an alpha.
    ///
    /// - Parameter alpha: The alpha.
    /// - Returns: The method.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation sits beside its mark. Text charts list annotations under the plot.
public struct AnnotationPosition: Sendable, Equatable {
    let name: String

    /// The chart's choice.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// Above the mark.
    public static let top = AnnotationPosition(name: "top")
    /// Below the mark.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before the mark.
    public static let leading = AnnotationPosition(name: "leading")
    /// After the mark.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Above and before.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// Above and after.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    /// Below and before.
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    /// Below and after.
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// The shape of a point's symbol (``ChartSymbolShape/circle``, ``ChartSymbolShape/square``…). Text
/// charts draw each series with a character of its own.
public struct BasicChartSymbolShape: Sendable, Equatable, Shape {
    let name: String

    /// The shape's outline in a rectangle (the rectangle itself: symbols are drawn as characters).
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The outline.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
