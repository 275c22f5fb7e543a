// Text fields that edit a value through a `Formatter`: the field shows the formatted value, and
// typed text the formatter reads back is written to the value (other text is not). On Linux a
// `NumberFormatter` reads numbers (into `Int`, `Double`, `Float`, `Decimal`, `NSNumber`…) and a
// `DateFormatter` reads dates; Foundation offers other formatters no way to read text back there.
extension TextField {
    /// A text field with a custom label that edits `value` through `formatter`.
    ///
    /// - Parameters:
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: FormatterText.binding(value, formatter), isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A text field titled `titleKey` that edits `value` through `formatter`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(titleKey), text: FormatterText.binding(value, formatter), isSecure: false)
    }

    /// A text field titled `title` that edits `value` through `formatter`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(title), text: FormatterText.binding(value, formatter), isSecure: false)
    }

    /// A text field titled `titleKey` that edits `value` through `formatter` and calls `onCommit`
    /// when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    ///   - onEditingChanged: Called with true as the field takes the focus, false as it loses it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @preconcurrency public init<T>(
        _ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(label: Text(titleKey), text: FormatterText.binding(value, formatter), isSecure: false)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    /// A text field titled `title` that edits `value` through `formatter` and calls `onCommit`
    /// when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    ///   - onEditingChanged: Called with true as the field takes the focus, false as it loses it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol, T>(
        _ title: S, value: Binding<T>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(label: Text(title), text: FormatterText.binding(value, formatter), isSecure: false)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }
}

/// The text of a value edited through a `Formatter`.
enum FormatterText {
    /// Text that shows `value` formatted, and writes back what the formatter reads.
    static func binding<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                if let parsed: V = read(text, formatter) { value.wrappedValue = parsed }
            }
        )
    }

    /// The value `formatter` reads in `text`, as a `V`; nil when it reads none of that type.
    static func read<V>(_ text: String, _ formatter: Formatter) -> V? {
        if let formatter = formatter as? DateFormatter {
            return formatter.date(from: text) as? V
        }
        guard let formatter = formatter as? NumberFormatter, let number = formatter.number(from: text) else {
            return nil
        }
        let converted: Any? =
            switch V.self {
            case is Int.Type: number.intValue
            case is Int64.Type: number.int64Value
            case is Int32.Type: number.int32Value
            case is UInt.Type: number.uintValue
            case is Double.Type: number.doubleValue
            case is Float.Type: number.floatValue
            case is CGFloat.Type: CGFloat(number.doubleValue)
            case is Decimal.Type: number.decimalValue
            case is NSNumber.Type: number
            case is Int?.Type: Optional(number.intValue)
            case is Double?.Type: Optional(number.doubleValue)
            default: nil
            }
        return converted as? V
    }
}
