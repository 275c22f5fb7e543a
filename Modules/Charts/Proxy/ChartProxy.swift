import TextUI

/// The scales and plot of a chart, given to `chartOverlay` and `chartBackground` to convert
/// between data values and positions (a drag's location to the date under it, say).
///
/// A text chart measures in character cells: one point is one cell. The plot's frame
/// (``plotFrame``) is where the plot's cells are in the chart's text (after the y axis's labels,
/// below a title line); positions are relative to the plot, x from its leading column and y from
/// its top line, so `value(atX: 3)` is the value drawn in the plot's fourth column. Bars, which
/// text draws as rows, and sectors are mapped as Apple lays them out (x across the plot, y up),
/// over a plot of the same size at the chart's top leading corner.
///
/// ```swift
/// import TextUI
///
/// struct SalesChart: View {
///     let sales: [(day: Int, count: Int)]
///     @State private var selectedDay: Int?
///
///     var body: some View {
///         Chart(sales.indices, id: \.self) { index in
///             LineMark(x: .value("Day", sales[index].day), y: .value("Sales", sales[index].count))
///         }
///         .chartOverlay { proxy in
///             GeometryReader { geometry in
///                 Rectangle().fill(.clear).contentShape(Rectangle())
///                     .gesture(
///                         DragGesture().onChanged { drag in
///                             let x = drag.location.x - geometry[proxy.plotAreaFrame].origin.x
///                             selectedDay = proxy.value(atX: x)
///                         })
///             }
///         }
///     }
/// }
/// ```
public struct ChartProxy {
    /// The first chart's plot; nil when the modifier's content has no chart.
    let plot: ChartPlotPreference.Plot?
    /// An anchor to the plot's frame (to the modifier's origin when there is no chart).
    private let frame: Anchor<CGRect>
    /// The plot's scales and frame.
    var geometry: ChartPlotGeometry? { plot?.geometry }

    init(plot: ChartPlotPreference.Plot?, frame: Anchor<CGRect>) {
        self.plot = plot
        self.frame = frame
    }

    /// An anchor to the plot's frame, which a `GeometryProxy` resolves (`geometry[proxy.plotAreaFrame]`);
    /// an empty frame at the origin when there is no chart.
    public var plotAreaFrame: Anchor<CGRect> { frame }

    /// An anchor to the plot's frame, or nil when there is no chart.
    public var plotFrame: Anchor<CGRect>? { plot?.frame }

    /// An anchor to the frame of the plot's visible part: the whole plot (text charts do not scroll).
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }

    /// The plot's size: its columns by its rows (zero when there is no chart).
    public var plotAreaSize: CGSize { geometry?.frame.size ?? .zero }

    /// The plot's size: its columns by its rows (zero when there is no chart).
    public var plotSize: CGSize { plotAreaSize }

    /// The x position of a value, relative to the plot; nil when it is not on the x scale.
    ///
    /// - Parameter value: The value.
    /// - Returns: Its column, from the plot's leading column (between columns for values between them).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        geometry?.xPosition(value.chartDataValue)
    }

    /// The y position of a value, relative to the plot; nil when it is not on the y scale.
    ///
    /// - Parameter value: The value.
    /// - Returns: Its line, from the plot's top line.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry?.yPosition(value.chartDataValue)
    }

    /// The position of a pair of values, relative to the plot; nil when either is not on its scale.
    ///
    /// - Parameter point: The x and y values.
    /// - Returns: The point.
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x positions a value covers: a category's share of the plot, a number's or date's one
    /// position; nil when it is not on the x scale.
    ///
    /// - Parameter value: The value.
    /// - Returns: The positions, relative to the plot.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        geometry?.xRange(value.chartDataValue)
    }

    /// The y positions a value covers; nil when it is not on the y scale.
    ///
    /// - Parameter value: The value.
    /// - Returns: The positions, relative to the plot.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        geometry?.yRange(value.chartDataValue)
    }

    /// The x value at a position relative to the plot: a number or date by the scale's mapping, a
    /// category whose share holds the position; nil when there is none or it is not a `P`.
    ///
    /// - Parameters:
    ///   - position: The position, from the plot's leading column.
    ///   - as: The type of the value.
    /// - Returns: The value.
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? {
        geometry?.xValue(at: position)?.plottable(as: P.self)
    }

    /// The y value at a position relative to the plot; nil when there is none or it is not a `P`.
    ///
    /// - Parameters:
    ///   - position: The position, from the plot's top line.
    ///   - as: The type of the value.
    /// - Returns: The value.
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? {
        geometry?.yValue(at: position)?.plottable(as: P.self)
    }

    /// The x and y values at a point relative to the plot; nil when either has none.
    ///
    /// - Parameters:
    ///   - position: The point.
    ///   - as: The types of the values.
    /// - Returns: The values.
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else {
            return nil
        }
        return (x, y)
    }
}
