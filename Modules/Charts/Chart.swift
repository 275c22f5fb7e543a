import Foundation
import TextUI

/// A chart: marks drawn from data, rendered as text a person reads at a glance and a test
/// compares (bars with their values, lines and points on a character grid with labelled axes,
/// sectors as shares, a legend for series).
///
/// ```swift
/// import TextUI
///
/// struct DailySteps: Identifiable {
///     let day: String
///     let steps: Int
///     var id: String { day }
/// }
///
/// struct StepsChart: View {
///     let days: [DailySteps]
///     var body: some View {
///         Chart(days) { day in
///             BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
///         }
///     }
/// }
/// ```
public struct Chart<Content: ChartContent>: View {
    private let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.chartSelection) private var selection

    /// A chart of the marks a builder makes.
    ///
    /// - Parameter content: The marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        var marks: [PlottedMark] = []
        content.collectMarks(into: &marks)
        var calendar = calendar
        calendar.timeZone = timeZone
        let plot = ChartPlot(drawing: ChartDrawing(marks: marks, configuration: configuration, calendar: calendar))
        // Only a chart inside `chartOverlay` or `chartBackground` tells its plot's geometry.
        let geometry = configuration.reportsPlot ? plot.drawing.geometry : nil
        return plot.anchorPreference(key: ChartPlotPreference.self, value: .rect(geometry?.frame ?? .zero)) { frame in
            ChartPlotPreference.Value(
                plot: geometry.map { ChartPlotPreference.Plot(geometry: $0, frame: frame, selection: selection) })
        }
    }
}

extension Chart {
    /// A chart of the marks made for each element of a collection, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's marks.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, identifiedBy: id, content: content)
    }

    /// A chart of the marks made for each `Identifiable` element of a collection.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Makes an element's marks.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, identifiedBy: \Data.Element.id, content: content)
    }
}
