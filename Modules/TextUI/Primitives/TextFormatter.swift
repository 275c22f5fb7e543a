import Foundation

extension Text {
    /// Displays a value (a date, a URL…) as a `Formatter` writes it, once, when the text is made.
    ///
    /// ```swift
    /// let formatter = DateFormatter()
    /// formatter.dateFormat = "yyyy-MM-dd"
    /// let text = Text(Date(timeIntervalSince1970: 0), formatter: formatter)  // 1970-01-01 (in UTC)
    /// ```
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter; a value it cannot format shows as nothing.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Displays a value formatted by a `Formatter` (a `DateFormatter`, a `NumberFormatter`…),
    /// once, when the text is made; empty when the formatter cannot format it. SwiftUI asks for a
    /// reference-convertible value or an object; on Linux `Date`, `Data`, `UUID` and `Locale` are
    /// neither, so any value is taken.
    ///
    /// - Parameters:
    ///   - subject: The value to format.
    ///   - formatter: The formatter that turns `subject` into the text.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Displays an object (an `NSNumber`, an `NSDate`…) as a `Formatter` writes it.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - formatter: The formatter; an object it cannot format shows as nothing.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value as a `Formatter` writes it (`"Born \(date, formatter: formatter)"`).
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter, or nil for the value as `String(describing:)` writes it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
    }

    /// A value as a `Formatter` writes it (`Date`, `Data`, `UUID` and `Locale`, which are not
    /// `ReferenceConvertible` on Linux, take this form).
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter, or nil for the value as `String(describing:)` writes it.
    @_disfavoredOverload
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
    }

    /// An object as a `Formatter` writes it.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - formatter: The formatter, or nil for the object's description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter.flatMap { $0.string(for: subject) } ?? subject.description)
    }

    /// A date in a `Text.DateStyle` (`"Updated \(date, style: .relative) ago"`), measured from the
    /// host clock's time.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(DateStyleFormatter.format(date, style.kind, now: DateStyleFormatter.now))
    }
}
