import TextUI

/// Chart content of any type.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    private let append: @MainActor (inout [PlottedMark]) -> Void
    public typealias Body = Never

    /// Erases the type of some content.
    ///
    /// - Parameter content: The content.
    public init(_ content: any ChartContent) {
        append = { content.collectMarks(into: &$0) }
    }

    /// Erases the type of some content.
    ///
    /// - Parameter content: The content.
    public init(erasing content: some ChartContent) {
        append = { content.collectMarks(into: &$0) }
    }

    func appendMarks(to marks: inout [PlottedMark]) { append(&marks) }
}
