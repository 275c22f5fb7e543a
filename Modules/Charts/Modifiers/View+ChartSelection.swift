import TextUI

// Selection and scrolling: a text chart has no pointer to select with and shows its whole domain.
// The x and y selections are written by the `ChartProxy` of a `chartGesture`; nothing else changes
// them, and the selection and scrolling change nothing drawn (the DocC article "Differences from
// Apple's Charts").
extension View {
    /// Binds the x value a person selects in the charts inside: a `chartGesture`'s proxy writes it
    /// (`selectXValue(at:)`); text has no pointer to select with otherwise.
    ///
    /// - Parameter value: The selected value, nil when none.
    /// - Returns: The view.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        transformEnvironment(\.chartSelection) { $0.xValue = ChartSelectionBindings.writing(value) }
    }

    /// Binds the x range a person selects in the charts inside: a `chartGesture`'s proxy writes it
    /// (`selectXRange(from:to:)`).
    ///
    /// - Parameter range: The selected range, nil when none.
    /// - Returns: The view.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        transformEnvironment(\.chartSelection) { $0.xRange = ChartSelectionBindings.writing(range) }
    }

    /// Binds the y value a person selects in the charts inside: a `chartGesture`'s proxy writes it
    /// (`selectYValue(at:)`).
    ///
    /// - Parameter value: The selected value, nil when none.
    /// - Returns: The view.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        transformEnvironment(\.chartSelection) { $0.yValue = ChartSelectionBindings.writing(value) }
    }

    /// Binds the y range a person selects in the charts inside: a `chartGesture`'s proxy writes it
    /// (`selectYRange(from:to:)`).
    ///
    /// - Parameter range: The selected range, nil when none.
    /// - Returns: The view.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        transformEnvironment(\.chartSelection) { $0.yRange = ChartSelectionBindings.writing(range) }
    }

    /// Binds the sector value a person selects in the charts inside (no selection in text).
    ///
    /// - Parameter value: The selected value, nil when none.
    /// - Returns: The view.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Lets the charts inside scroll along axes (text charts show their whole domain).
    ///
    /// - Parameter axes: The axes that scroll.
    /// - Returns: The view.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    /// Shows a length of the x domain at a time (text charts show their whole domain).
    ///
    /// - Parameter length: The length shown.
    /// - Returns: The view.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

    /// Shows a length of the y domain at a time (text charts show their whole domain).
    ///
    /// - Parameter length: The length shown.
    /// - Returns: The view.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

    /// Binds where the charts inside are scrolled to on x (text charts do not scroll).
    ///
    /// - Parameter x: The x value at the plot's leading edge.
    /// - Returns: The view.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }

    /// Where the charts inside start scrolled to on x (text charts do not scroll).
    ///
    /// - Parameter initialX: The x value at the plot's leading edge.
    /// - Returns: The view.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
}
