import TextUI

// The symbol scale: which symbol shape each series value takes. Text charts draw each series with
// a character of its own, so the shapes are accepted and not drawn.
extension View {
    /// Gives each series value of the charts inside a symbol shape (not drawn in text: series have
    /// characters of their own).
    ///
    /// - Parameter mapping: Each series value and its shape.
    /// - Returns: The view.
    public func chartSymbolScale<DataValue: Plottable>(
        _ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>
    ) -> some View {
        configuringCharts { _ in }
    }

    /// Gives each series value of the charts inside a symbol shape from a function (not drawn in text).
    ///
    /// - Parameter mapping: The shape of a series value.
    /// - Returns: The view.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
        mapping: @escaping (DataValue) -> S
    ) -> some View {
        configuringCharts { _ in }
    }
}
