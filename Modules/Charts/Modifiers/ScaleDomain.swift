import TextUI

/// The values a scale spans: a range of numbers or dates, a list of categories, or the chart's
/// automatic choice.
public protocol ScaleDomain {}

extension ScaleDomain {
    /// The domain as the chart reads it.
    var spec: ScaleDomainSpec {
        (self as? any ScaleDomainSpecifying)?.domainSpec ?? .automatic(includesZero: nil)
    }
}

/// A domain that can say what it spans.
protocol ScaleDomainSpecifying {
    var domainSpec: ScaleDomainSpec { get }
}

extension ClosedRange: ScaleDomain, ScaleDomainSpecifying where Bound: Plottable {
    var domainSpec: ScaleDomainSpec { .range(lower: lowerBound.chartDataValue, upper: upperBound.chartDataValue) }
}

extension Range: ScaleDomain, ScaleDomainSpecifying where Bound: Plottable {
    var domainSpec: ScaleDomainSpec { .range(lower: lowerBound.chartDataValue, upper: upperBound.chartDataValue) }
}

extension Array: ScaleDomain, ScaleDomainSpecifying where Element: Plottable {
    var domainSpec: ScaleDomainSpec { .categories(map(\.chartDataValue)) }
}

/// The chart's choice of domain, from the data.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainSpecifying {
    let includesZero: Bool?
    var domainSpec: ScaleDomainSpec { .automatic(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The chart's choice.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }

    /// The chart's choice, with or without zero.
    ///
    /// - Parameters:
    ///   - includesZero: Whether the domain reaches zero (numbers on y do by default).
    ///   - reversed: Whether the scale runs backwards; not used in text.
    /// - Returns: The domain.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

/// What a scale maps its domain to: points along an axis (text charts map to their own
/// characters), or the styles of a foreground style scale (an array of styles, a `Gradient`).
public protocol ScaleRange {
    /// What a value of the domain becomes: a position, or a style.
    associatedtype VisualValue
}

extension ClosedRange: ScaleRange where Bound == CGFloat {
    /// A position along the axis.
    public typealias VisualValue = CGFloat
}

/// The plot's length, with padding (not used in text).
public struct PlotDimensionScaleRange: ScaleRange {
    /// A position along the axis.
    public typealias VisualValue = CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's length.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }

    /// The plot's length, padded.
    ///
    /// - Parameter padding: The padding at both ends.
    /// - Returns: The range.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }

    /// The plot's length, padded at each end.
    ///
    /// - Parameters:
    ///   - startPadding: The padding at the start.
    ///   - endPadding: The padding at the end.
    /// - Returns: The range.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange()
    }
}

/// How a scale maps values (text charts map numbers and dates linearly, categories evenly).
public struct ScaleType: Sendable, Equatable {
    let name: String
    /// Linear.
    public static let linear = ScaleType(name: "linear")
    /// Logarithmic.
    public static let log = ScaleType(name: "log")
    /// Square root.
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Symmetric logarithmic.
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    /// Dates.
    public static let date = ScaleType(name: "date")
    /// Categories.
    public static let category = ScaleType(name: "category")
}
