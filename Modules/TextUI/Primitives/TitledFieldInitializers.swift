// Text and secure fields titled by a string, in SwiftUI's shortest spellings (no prompt): the
// same fields as their spellings with a prompt, which text output does not render anyway.

extension TextField where Label == Text {
    /// A text field titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// A text field titled `title`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A text field titled `titleKey` that grows along `axis` (text output shows all its lines).
    ///
    /// - Parameters:
    ///   - titleKey: The field's title; the host finds the field by it.
    ///   - text: The text; typing into the field replaces it.
    ///   - axis: The axis the field grows along.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }

    /// A text field titled `title` that grows along `axis` (text output shows all its lines).
    ///
    /// - Parameters:
    ///   - title: The field's title; the host finds the field by it.
    ///   - text: The text; typing into the field replaces it.
    ///   - axis: The axis the field grows along.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// A text field titled `titleKey` that edits `value` through `formatter`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    }

    /// A text field titled `title` that edits `value` through `formatter`.
    ///
    /// - Parameters:
    ///   - title: The field's title; the host finds the field by it.
    ///   - value: The value, shown formatted; text the formatter reads back is written to it.
    ///   - formatter: The formatter that shows the value and reads typed text.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil)
    }

    /// A secure field titled `title`.
    ///
    /// - Parameters:
    ///   - title: The field's title; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }
}
