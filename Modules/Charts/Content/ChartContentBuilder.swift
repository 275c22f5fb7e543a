import TextUI

/// Builds a chart's content from marks, `ForEach`es, `if` and `if`/`else`, as `ViewBuilder`
/// builds views.
@resultBuilder @MainActor
public struct ChartContentBuilder {
    /// No content.
    ///
    /// - Returns: Empty content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// One piece of content, as it is.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Several pieces of content, drawn in order.
    ///
    /// - Parameter content: The pieces.
    /// - Returns: Content drawing each piece.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        ChartContentTuple(value: (repeat each content))
    }

    /// Content drawn only when a condition holds.
    ///
    /// - Parameter content: The content, or nil.
    /// - Returns: The content when there is some.
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's content.
    /// - Returns: Content of either branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(branch: .first(first))
    }

    /// The second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's content.
    /// - Returns: Content of either branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(branch: .second(second))
    }

    /// Content behind an availability check, as it is.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }
}

/// No content (an empty builder block).
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Empty content.
    public nonisolated init() {}
    public typealias Body = Never
    func appendMarks(to marks: inout [PlottedMark]) {}
}

/// Several pieces of content from one builder block, drawn in order.
struct ChartContentTuple<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let value: (repeat each C)
    typealias Body = Never

    func appendMarks(to marks: inout [PlottedMark]) {
        for content in repeat each value {
            content.collectMarks(into: &marks)
        }
    }
}

/// The content of one branch of an `if`/`else` in a chart's content.
public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent,
    PrimitiveChartContent
{
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }
    let branch: Branch
    public typealias Body = Never

    func appendMarks(to marks: inout [PlottedMark]) {
        switch branch {
        case .first(let content): content.collectMarks(into: &marks)
        case .second(let content): content.collectMarks(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = Never
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func appendMarks(to marks: inout [PlottedMark]) {
        self?.collectMarks(into: &marks)
    }
}
