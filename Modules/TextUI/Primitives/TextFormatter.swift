extension Text {
    /// Displays a value formatted by a `Formatter` (a `DateFormatter`, a `NumberFormatter`…),
    /// once, when the text is made; empty when the formatter cannot format it. SwiftUI asks for a
    /// reference-convertible value or an object; Linux's `Date` is neither, so any value is taken.
    ///
    /// - Parameters:
    ///   - subject: The value to format.
    ///   - formatter: The formatter that turns `subject` into the text.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
