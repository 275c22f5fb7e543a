/// A gauge's appearance, made from its configuration: a gauge styled with it shows what `makeBody`
/// makes; `Gauge(configuration)` in it draws the gauge as the next style out does. The built-in
/// styles all draw the one text gauge (`Label [#####-----] 50%`).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled gauge.
    ///
    /// - Parameter configuration: The gauge's value (0 to 1 in its bounds) and its labels.
    /// - Returns: The view shown in the gauge's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` receives.
public struct GaugeStyleConfiguration {
    /// The type of the gauge's label.
    public typealias Label = StyledControlLabel
    /// The type of the label of the current value.
    public typealias CurrentValueLabel = StyledControlLabel
    /// The type of the label of the minimum value.
    public typealias MinimumValueLabel = StyledControlLabel
    /// The type of the label of the maximum value.
    public typealias MaximumValueLabel = StyledControlLabel
    /// The type of the labels of marked values.
    public typealias MarkedValueLabel = StyledControlLabel
    /// Where the value is in the gauge's bounds, from 0 (the lower bound) to 1 (the upper).
    public var value: Double
    /// What the gauge measures.
    public var label: StyledControlLabel
    /// The label of the current value, if the gauge has one.
    public var currentValueLabel: StyledControlLabel?
    /// The label of the minimum value, if the gauge has one.
    public var minimumValueLabel: StyledControlLabel?
    /// The label of the maximum value, if the gauge has one.
    public var maximumValueLabel: StyledControlLabel?
}

extension Gauge
where
    Label == StyledControlLabel, CurrentValueLabel == StyledControlLabel,
    BoundsLabel == StyledControlLabel, MarkedValueLabels == EmptyView
{
    /// The gauge a ``GaugeStyle`` is given, drawn by the next style out.
    ///
    /// - Parameter configuration: The configuration a ``GaugeStyle``'s `makeBody(configuration:)`
    ///   receives; the gauge takes its value and labels.
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(
            value: configuration.value, bounds: 0...1, label: configuration.label,
            current: configuration.currentValueLabel, minimum: configuration.minimumValueLabel,
            maximum: configuration.maximumValueLabel)
    }
}

extension Gauge {
    /// The body of the custom style in effect, if there is one.
    func styledBody(_ environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.gaugeStyles.custom as? any GaugeStyle else { return nil }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: StyledControlLabel(content: label),
            currentValueLabel: currentValueLabel.map { StyledControlLabel(content: $0) },
            minimumValueLabel: minimumValueLabel.map { StyledControlLabel(content: $0) },
            maximumValueLabel: maximumValueLabel.map { StyledControlLabel(content: $0) })
        return body(of: style, configuration)
    }

    private func body<S: GaugeStyle>(of style: S, _ configuration: GaugeStyleConfiguration) -> any View {
        StyleBody(style: style, takesInteraction: false) { style.makeBody(configuration: configuration) }
    }
}

extension EnvironmentValues {
    /// The gauge styles set around a view.
    var gaugeStyles: StyleStack {
        get { self[GaugeStylesKey.self] }
        set { self[GaugeStylesKey.self] = newValue }
    }
}

private struct GaugeStylesKey: EnvironmentKey {
    static var defaultValue: StyleStack { StyleStack() }
}

/// The `.automatic` gauge style.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

/// The `.accessoryCircular` gauge style.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

/// The `.accessoryCircularCapacity` gauge style.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

/// The `.accessoryLinear` gauge style.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

/// The `.accessoryLinearCapacity` gauge style.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

/// The `.linearCapacity` gauge style.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The style.
    public init() {}

    /// The gauge as text output draws it.
    ///
    /// - Parameter configuration: The gauge's value and labels.
    /// - Returns: `Gauge(configuration)`: the same gauge, drawn by the next style out (when there is
    ///   none, `Label [#####-----] 50%`).
    public func makeBody(configuration: GaugeStyleConfiguration) -> Gauge<
        StyledControlLabel, StyledControlLabel, StyledControlLabel, EmptyView
    > {
        Gauge(configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A filled bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A filled bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Gauges inside this view are drawn by `style`.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each gauge inside; the
    ///   innermost style set wins, and the built-in styles draw the text gauge.
    /// - Returns: A view whose gauges are drawn by `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        StyleContent(content: self, stack: \.gaugeStyles, style: style)
    }
}
