import TextUI

/// Content with a change applied to each of its marks (what mark modifiers return).
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let change: MarkChange

    func appendMarks(to marks: inout [PlottedMark]) {
        let start = marks.count
        content.collectMarks(into: &marks)
        for index in start..<marks.count {
            change.apply(to: &marks[index])
        }
    }
}

/// What a mark modifier changes. Styles that text cannot show are accepted and change nothing.
enum MarkChange {
    case foregroundStyle(PlotChannel)
    case position(PlotChannel)
    case symbol(PlotChannel)
    case annotation(MarkAnnotation)
    /// A style text does not draw (a colour, a line width, a corner radius…).
    case appearance

    func apply(to mark: inout PlottedMark) {
        switch self {
        case .foregroundStyle(let channel): mark.foregroundStyle = channel
        case .position(let channel): mark.position = channel
        case .symbol(let channel): mark.symbol = channel
        case .annotation(let annotation): mark.annotations.append(annotation)
        case .appearance: break
        }
    }
}

extension ChartContent {
    func modified(_ change: MarkChange) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }
}
