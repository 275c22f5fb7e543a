import TextUI

/// Marks grouped as one plot: a chart draws them as it draws its other content, and reads them
/// for accessibility as one series.
///
/// ```swift
/// import TextUI
///
/// let sales = [3, 5, 4, 8]
/// let weekly = Chart {
///     Plot {
///         ForEach(sales.indices, id: \.self) { day in
///             LineMark(x: .value("Day", day), y: .value("Sales", sales[day]))
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
