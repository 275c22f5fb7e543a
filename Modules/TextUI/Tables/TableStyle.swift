/// A table's appearance. Text output draws every table one way (a grid with a header row when
/// regular, its first column as a list when compact): the built-in styles are accepted.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The type of view the style's body produces.
    associatedtype Body: View
    /// The styled table.
    ///
    /// - Parameter configuration: The table.
    /// - Returns: The view shown in the table's place.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = TableStyleConfiguration
}

/// What a ``TableStyle`` receives.
public struct TableStyleConfiguration {}

/// The `.automatic` table style.
public struct AutomaticTableStyle: TableStyle {
    /// The table as text output draws it (the style's body is not used).
    ///
    /// - Parameter configuration: The table.
    /// - Returns: Nothing: the table draws itself.
    public func makeBody(configuration: TableStyleConfiguration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The `.automatic` table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

/// The `.inset` table style: rows inset from the table's edges on a screen.
public struct InsetTableStyle: TableStyle {
    /// The style.
    public init() {}

    /// The table as text output draws it (the style's body is not used).
    ///
    /// - Parameter configuration: The table.
    /// - Returns: Nothing: the table draws itself.
    public func makeBody(configuration: TableStyleConfiguration) -> some View { EmptyView() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The `.inset` table style.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Tables inside this view use `style` (text output draws tables one way).
    ///
    /// - Parameter style: The table style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
