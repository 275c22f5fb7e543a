import TextUI

/// One mark as a chart reads it: its kind, its channels and what modifiers gave it.
struct PlottedMark {
    var kind: ChartMarkKind
    var x: PlotChannel?
    var y: PlotChannel?
    var xStart: PlotChannel?
    var xEnd: PlotChannel?
    var yStart: PlotChannel?
    var yEnd: PlotChannel?
    var angle: PlotChannel?
    /// The series a `LineMark(x:y:series:)` or `AreaMark(x:y:series:)` names.
    var series: PlotChannel?
    /// `foregroundStyle(by:)`.
    var foregroundStyle: PlotChannel?
    /// `position(by:)`.
    var position: PlotChannel?
    /// `symbol(by:)`.
    var symbol: PlotChannel?
    /// How bars with the same category are stacked.
    var stacking: MarkStackingMethod = .standard
    /// The views `annotation` attaches.
    var annotations: [MarkAnnotation] = []

    init(kind: ChartMarkKind) {
        self.kind = kind
    }

    /// The series this mark belongs to, for legends and lines: the first channel that names one.
    var seriesKey: PlotChannel? { foregroundStyle ?? series ?? symbol }

    /// The mark as a test reads it back.
    var snapshot: ChartMarkSnapshot {
        ChartMarkSnapshot(
            kind: kind, x: x?.value, y: y?.value, xStart: xStart?.value, xEnd: xEnd?.value,
            yStart: yStart?.value, yEnd: yEnd?.value, angle: angle?.value,
            series: (foregroundStyle ?? series)?.value, position: position?.value, symbol: symbol?.value)
    }
}

/// A view attached to a mark by `annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    let position: AnnotationPosition
    let content: AnyView
}

/// A mark that is one `PlottedMark` (every built-in mark).
protocol SingleMark: ChartContent, PrimitiveChartContent where Body == Never {
    var mark: PlottedMark { get }
}

extension SingleMark {
    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}
