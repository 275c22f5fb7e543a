import TextUI

// Audio graphs: the Accessibility framework's description of a chart (its axes, its series of data
// points), which VoiceOver reads and plays on Apple platforms. Apps declare one for their charts
// through `accessibilityChartDescriptor(_:)`; text output has no audio graphs, so the modifier
// returns the view unchanged, and the descriptors keep what they are given for tests to read.

/// An axis of a chart's accessibility description: numeric (``AXNumericDataAxisDescriptor``) or
/// categorical (``AXCategoricalDataAxisDescriptor``).
public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis's title.
    var title: String { get set }
}

/// A numeric axis: its range, its gridlines and how a value on it is spoken.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spaced along the axis.
    public enum ScaleType: Int, Sendable {
        /// Evenly.
        case linear
        /// By their base-10 logarithm.
        case log10
        /// By their natural logarithm.
        case ln
    }

    /// The axis's title.
    public var title: String
    /// The values the axis covers.
    public var range: ClosedRange<Double>
    /// Where its gridlines are.
    public var gridlinePositions: [Double]
    /// A value as it is spoken ("3 hours").
    public var valueDescriptionProvider: (Double) -> String
    /// How values are spaced (linear unless set).
    public var scaleType = ScaleType.linear

    /// A numeric axis.
    ///
    /// - Parameters:
    ///   - title: The axis's title.
    ///   - range: The values it covers.
    ///   - gridlinePositions: Where its gridlines are.
    ///   - valueDescriptionProvider: A value as it is spoken.
    public init(
        title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories, in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis's title.
    public var title: String
    /// The categories, in the order the axis shows them.
    public var categoryOrder: [String]

    /// A categorical axis.
    ///
    /// - Parameters:
    ///   - title: The axis's title.
    ///   - categoryOrder: The categories, in order.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One value of a data point: a number on a numeric axis or a category on a categorical one.
public final class AXDataPointValue {
    /// The number (0 for a category).
    public var number: Double
    /// The category (nil for a number).
    public var category: String?

    init(_ value: AXDataPoint.Value) {
        switch value {
        case .number(let number): (self.number, category) = (number, nil)
        case .category(let category): (number, self.category) = (0, category)
        }
    }
}

/// One data point of a series: its x value, its y value, values on additional axes, a label.
public final class AXDataPoint {
    /// A value of a data point, as it is given.
    public enum Value: Sendable, Equatable {
        /// A number, on a numeric axis.
        case number(Double)
        /// A category, on a categorical axis.
        case category(String)
    }

    /// The x value.
    public var xValue: AXDataPointValue
    /// The y value, if any.
    public var yValue: AXDataPointValue?
    /// The values on the chart's additional axes, in their order.
    public var additionalValues: [AXDataPointValue]
    /// The point's name.
    public var label: String?

    /// A point whose x value is a number.
    ///
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - additionalValues: The values on additional axes.
    ///   - label: The point's name.
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(.number(x))
        yValue = y.map { AXDataPointValue(.number($0)) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }

    /// A point whose x value is a category.
    ///
    /// - Parameters:
    ///   - x: The x value.
    ///   - y: The y value.
    ///   - additionalValues: The values on additional axes.
    ///   - label: The point's name.
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(.category(x))
        yValue = y.map { AXDataPointValue(.number($0)) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }
}

/// A series of data points, with its name.
public final class AXDataSeriesDescriptor {
    /// The series' name.
    public var name: String?
    /// True for a series read as a continuous line, false for separate points (bars).
    public var isContinuous: Bool
    /// The points.
    public var dataPoints: [AXDataPoint]

    /// A series.
    ///
    /// - Parameters:
    ///   - name: The series' name.
    ///   - isContinuous: Whether it is read as a continuous line.
    ///   - dataPoints: The points.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A chart's description for accessibility: its title, summary, axes and series.
public final class AXChartDescriptor {
    /// The chart's title.
    public var title: String?
    /// What the chart shows, in a sentence.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis, if the chart has a numeric one.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (a colour, a size).
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data.
    public var series: [AXDataSeriesDescriptor]

    /// A chart's description.
    ///
    /// - Parameters:
    ///   - title: The chart's title.
    ///   - summary: What it shows.
    ///   - xAxis: The x axis.
    ///   - yAxis: The y axis.
    ///   - additionalAxes: Further axes.
    ///   - series: The data.
    public init(
        title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
        yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
        series: [AXDataSeriesDescriptor]
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// A value that describes a chart for accessibility: usually the view that draws the chart.
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// The chart's description.
    ///
    /// - Returns: The description: the chart's title, summary, axes and series.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings a description made earlier up to date.
    ///
    /// - Parameter descriptor: The description to update.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Leaves the description as it is.
    ///
    /// - Parameter descriptor: The description.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// This view (text output has no audio graphs, so the description is not made).
    ///
    /// - Parameter representable: What describes the chart.
    /// - Returns: This view, unchanged.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}
