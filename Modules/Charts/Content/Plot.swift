import TextUI

/// Marks grouped as one plot: a chart draws them as it draws its other content, and reads them
/// for accessibility as one series.
///
/// ```swift
/// Chart {
///     Plot {
///         ForEach(sales) { sale in
///             LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
///         }
///     }
///     .accessibilityLabel("Daily sales")
/// }
/// ```
public struct Plot<Content: ChartContent>: ChartContent {
    private let content: Content

    /// The plot of `content`.
    ///
    /// - Parameter content: The marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The marks.
    public var body: Content { content }
}
