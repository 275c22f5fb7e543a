import TextUI

// Styles a text chart cannot show: each is accepted, so code written for Apple's Charts compiles,
// and draws the marks as before (the DocC article "Differences from Apple's Charts" lists them).
extension ChartContent {
    /// Fills the marks with a style (not drawn in text: series have characters of their own).
    ///
    /// - Parameter style: The style.
    /// - Returns: The marks.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { modified(.appearance) }

    /// Joins a line's or an area's points with an interpolation (text draws straight segments).
    ///
    /// - Parameter method: The interpolation.
    /// - Returns: The marks.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { modified(.appearance) }

    /// Strokes lines and rules with a style (not drawn in text).
    ///
    /// - Parameter style: The stroke.
    /// - Returns: The marks.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { modified(.appearance) }

    /// Draws points with a symbol (text draws each series with a character of its own).
    ///
    /// - Parameter symbol: The symbol.
    /// - Returns: The marks.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { modified(.appearance) }

    /// Draws points with a view as their symbol (not drawn in text).
    ///
    /// - Parameter symbol: The view.
    /// - Returns: The marks.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { modified(.appearance) }

    /// Sizes point symbols (not drawn in text).
    ///
    /// - Parameter size: The area in square points.
    /// - Returns: The marks.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { modified(.appearance) }

    /// Sizes point symbols (not drawn in text).
    ///
    /// - Parameter size: The size.
    /// - Returns: The marks.
    public func symbolSize(_ size: CGSize) -> some ChartContent { modified(.appearance) }

    /// Sizes point symbols by a value, a series of sizes (not drawn in text: points are characters).
    ///
    /// - Parameter value: The value the size shows.
    /// - Returns: The marks.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { modified(.appearance) }

    /// Rounds the corners of bars and rectangles (not drawn in text).
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius.
    ///   - style: How corners are rounded.
    /// - Returns: The marks.
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified(.appearance)
    }

    /// Clips the marks to a shape (not drawn in text).
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - style: How the shape is filled.
    /// - Returns: The marks.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        modified(.appearance)
    }

    /// Makes the marks translucent (not drawn in text).
    ///
    /// - Parameter opacity: The opacity, from 0 to 1.
    /// - Returns: The marks.
    public func opacity(_ opacity: Double) -> some ChartContent { modified(.appearance) }

    /// Shifts the marks (not drawn in text).
    ///
    /// - Parameters:
    ///   - x: The shift across.
    ///   - y: The shift down.
    /// - Returns: The marks.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified(.appearance) }

    /// Orders the marks' layers (text draws later marks over earlier ones).
    ///
    /// - Parameter value: The layer.
    /// - Returns: The marks.
    public func zIndex(_ value: Double) -> some ChartContent { modified(.appearance) }

    /// Names the marks for accessibility (text charts show the values themselves).
    ///
    /// - Parameter label: The label.
    /// - Returns: The marks.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified(.appearance) }

    /// Describes the marks' values for accessibility (text charts show the values themselves).
    ///
    /// - Parameter value: The description.
    /// - Returns: The marks.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified(.appearance) }

    /// Names the marks for accessibility (text charts show the values themselves).
    ///
    /// - Parameter labelKey: The label.
    /// - Returns: The marks.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { modified(.appearance) }

    /// Names the marks for accessibility (text charts show the values themselves).
    ///
    /// - Parameter label: The label.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified(.appearance) }

    /// Describes the marks' values for accessibility (text charts show the values themselves).
    ///
    /// - Parameter valueKey: The description.
    /// - Returns: The marks.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { modified(.appearance) }

    /// Describes the marks' values for accessibility (text charts show the values themselves).
    ///
    /// - Parameter value: The description.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified(.appearance) }

    /// Identifies the marks for accessibility (text charts show the values themselves).
    ///
    /// - Parameter identifier: The identifier.
    /// - Returns: The marks.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified(.appearance) }

    /// Hides the marks from accessibility (text charts still show them).
    ///
    /// - Parameter hidden: Whether they are hidden.
    /// - Returns: The marks.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified(.appearance) }
}

/// The shape of a point's symbol (``BasicChartSymbolShape`` gives the usual ones; SwiftUI's
/// `Circle`, `Rectangle`… are symbol shapes too).
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's unit square a person sees as the symbol's size and position (the
    /// whole square for a shape that fills it).
    var perceptualUnitRect: CGRect { get }
}

extension BasicChartSymbolShape: ChartSymbolShape {
    /// The unit square: the basic symbols fill it.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    /// A plus.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}
