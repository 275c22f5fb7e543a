// More about an element, read on request (VoiceOver's "More content" rotor). Text output is read as
// it is: these modifiers return the view unchanged.

/// The accessibility framework's custom content (text output reads none of it).
public enum AXCustomContent {
    /// How important a piece of custom content is.
    public enum Importance: UInt, Sendable, Hashable {
        /// Read on request, or read with the element.
        case `default`, high
    }
}

/// A key for a piece of custom accessibility content: its label and identifier.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    /// A key with a label and an identifier.
    ///
    /// - Parameters:
    ///   - label: What the content is, as read.
    ///   - id: The identifier, to replace the content later.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    /// A key with a label and an identifier.
    ///
    /// - Parameters:
    ///   - labelKey: What the content is, as read.
    ///   - id: The identifier, to replace the content later.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.label = labelKey.resolved
        self.id = id
    }

    /// A key whose label is also its identifier.
    ///
    /// - Parameter labelKey: What the content is, as read.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(labelKey, id: labelKey.resolved)
    }
}

extension View {
    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - key: What the content is.
    ///   - value: The content, or nil to remove it; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - key: What the content is.
    ///   - valueKey: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - key: What the content is.
    ///   - value: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - label: What the content is.
    ///   - value: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - labelKey: What the content is.
    ///   - value: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - labelKey: What the content is.
    ///   - valueKey: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View { self }

    /// This view (custom accessibility content is not read in text output).
    ///
    /// - Parameters:
    ///   - labelKey: What the content is.
    ///   - value: The content; accepted, no effect.
    ///   - importance: Whether it is read with the element; accepted, no effect.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { self }
}
