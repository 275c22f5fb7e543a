/// The state of a table's columns that people customize: which are hidden. A table given a binding
/// to one hides the columns it says are hidden (by their `customizationID`); columns without an
/// identifier follow their default visibility.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    /// The columns set visible (true) or hidden (false), by identifier.
    var shown: [String: Bool] = [:]

    /// A customization that changes nothing.
    public init() {}

    /// The visibility of the column with an identifier (`.automatic` when not set).
    ///
    /// - Parameter id: The column's `customizationID`.
    public subscript(visibility id: String) -> Visibility {
        get { shown[id].map { $0 ? .visible : .hidden } ?? .automatic }
        set { shown[id] = newValue == .automatic ? nil : newValue == .visible }
    }

    /// Brings back the columns' order as written (text output keeps it always).
    public mutating func resetOrder() {}

    /// Whether a column shows under this customization.
    func shows(_ column: TableColumnLayout) -> Bool {
        let set = column.customizationID.map { self[visibility: $0] } ?? .automatic
        return (set == .automatic ? column.defaultVisibility : set) != .hidden
    }
}

/// The customizations of a table column people can make: resize, reorder, hide.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public var rawValue: Int

    /// The behaviors in `rawValue`'s bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Resizing the column.
    public static var resize: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 1) }
    /// Moving the column.
    public static var reorder: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 2) }
    /// Hiding and showing the column.
    public static var visibility: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 4) }
    /// Every behavior.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(rawValue: 7) }
}
