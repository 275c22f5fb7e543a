import Foundation

extension ViewHost {
    /// Sets a date picker to a date, as choosing it in the picker's calendar does (a
    /// `MultiDatePicker` adds the date's day to its selection, or removes it when it is there).
    ///
    /// ```swift
    /// struct Trip: View {
    ///     @State private var start = Date(timeIntervalSince1970: 0)
    ///     var body: some View {
    ///         DatePicker("Start", selection: $start, displayedComponents: .date)
    ///     }
    /// }
    ///
    /// let host = ViewHost(Trip())
    /// try host.pick(date: Date(timeIntervalSince1970: 86_400), in: "Start")
    /// print(host.render())  // Start: 1970-01-02
    /// ```
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - label: The picker's label, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/dateOutOfRange(picker:date:range:)`` when the picker's range does not
    ///   include `date`, or an error finding the picker, as ``tap(_:)`` does.
    public func pick(date: Date, in label: String) throws {
        let (node, picker) = try control(.datePicker, label, as: (any DateEntryControl).self)
        try operating { try picker.pick(date, node) }
        finishInteraction(node)
    }

    /// Sets a color picker to a color, as choosing it in the picker does.
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - label: The picker's label, or its accessibility label or identifier.
    /// - Throws: An error finding the picker, as ``tap(_:)`` does.
    public func pick(color: Color, in label: String) throws {
        let (node, picker) = try control(.colorPicker, label, as: (any ColorEntryControl).self)
        operating { picker.pick(color, node) }
        finishInteraction(node)
    }
}
