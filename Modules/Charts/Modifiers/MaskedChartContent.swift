import TextUI

/// Content shown only where its mask's marks are (`RectangleMark(…).foregroundStyle(gradient).mask { AreaMark(…) }`):
/// a person sees the mask's shapes in the content's colours. Text charts draw no colours, so the
/// mask's marks are drawn, and the content's are not.
struct MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let mask: Mask

    func appendMarks(to marks: inout [PlottedMark]) {
        mask.collectMarks(into: &marks)
    }
}

extension ChartContent {
    /// Shows this content only where the marks of `content` are: text charts draw the mask's
    /// marks (the content's colours are not drawn).
    ///
    /// - Parameter content: The marks that show the content.
    /// - Returns: The masked content.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        MaskedChartContent(content: self, mask: content())
    }
}
