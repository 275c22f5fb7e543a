import TextUI

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) tell the charts inside
/// them, passed down in the environment as SwiftUI passes chart modifiers down.
struct ChartConfiguration: Sendable, Equatable {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xDomain: ScaleDomainSpec?
    var yDomain: ScaleDomainSpec?
    var legend: Visibility = .automatic
    var legendOnTop = false
    /// The series in the order `chartForegroundStyleScale` gave them.
    var seriesOrder: [ChartDataValue] = []
    /// True inside `chartOverlay` and `chartBackground`: charts report their plot's geometry.
    var reportsPlot = false
    /// The plot's size in characters.
    var columns = 40
    var rows = 10
}

/// One axis: shown or not, where its labels are, its title.
struct AxisConfiguration: Sendable, Equatable {
    var visibility: Visibility = .automatic
    var values: AxisMarkValues?
    var title: String?

    var isHidden: Bool { visibility == .hidden }
}

/// The domain a scale modifier gives.
enum ScaleDomainSpec: Sendable, Equatable {
    case categories([ChartDataValue])
    case range(lower: ChartDataValue, upper: ChartDataValue)
    case automatic(includesZero: Bool?)
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    func configuringCharts(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
