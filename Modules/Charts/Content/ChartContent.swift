import TextUI

/// What a chart draws: marks, `ForEach`es of marks, and content made of other content (a type
/// with a `body`, as a view has).
///
/// ```swift
/// struct Goal: ChartContent {
///     let steps: Int
///     var body: some ChartContent {
///         RuleMark(y: .value("Goal", steps))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of; `Never` for marks.
    associatedtype Body: ChartContent

    /// The content this content is made of.
    @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Marks have no body; a chart reads them directly.
    public var body: Never {
        fatalError("\(type(of: self)) is a mark and has no body")
    }
}

/// Content a chart reads directly (marks, builder blocks, `ForEach`, modified content).
@MainActor
protocol PrimitiveChartContent {
    /// Appends the marks this content draws, in order. Consuming: a mark made for an element of
    /// a `ForEach` is moved into the marks, not copied.
    consuming func appendMarks(to marks: inout [PlottedMark])
}

extension ChartContent {
    /// Appends the marks this content draws, in order: directly, or through its body.
    func collectMarks(into marks: inout [PlottedMark]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.appendMarks(to: &marks)
        } else {
            body.collectMarks(into: &marks)
        }
    }
}
