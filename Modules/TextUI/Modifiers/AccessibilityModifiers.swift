// Accessibility descriptions. Text output is read as it is: a label and an identifier name the
// control they describe (the host finds it by them, and an image-only control shows its label);
// the other descriptions return the view unchanged.
extension View {
    /// Names this view's control (or image) for people who cannot see it: the host finds the
    /// control by this label, and an image-only control shows it.
    ///
    /// - Parameter label: The label; its plain text is what the host matches and an image-only control shows.
    /// - Returns: A view whose control answers to `label`.
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityContent(content: self, label: label.content, identifier: nil)
    }
    /// Names this view's control (or image): the host finds the control by this label, and an
    /// image-only control shows it.
    ///
    /// - Parameter label: The label, used as written (not localized).
    /// - Returns: A view whose control answers to `label`.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        AccessibilityContent(content: self, label: label.resolved, identifier: nil)
    }
    /// Names this view's control (or image): the host finds the control by this label, and an
    /// image-only control shows it.
    ///
    /// - Parameter label: The label, used as is.
    /// - Returns: A view whose control answers to `label`.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        AccessibilityContent(content: self, label: String(label), identifier: nil)
    }
    /// This view (accessibility hints are not rendered).
    ///
    /// - Parameter hint: What activating the view does (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// This view (accessibility hints are not rendered).
    ///
    /// - Parameter hint: What activating the view does (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// This view (accessibility hints are not rendered).
    ///
    /// - Parameter hint: What activating the view does (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// This view (accessibility values are not rendered).
    ///
    /// - Parameter value: The view's current value, as words (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// This view (accessibility values are not rendered).
    ///
    /// - Parameter value: The view's current value, as words (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    /// This view (accessibility values are not rendered).
    ///
    /// - Parameter value: The view's current value, as words (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Identifies this view for tests (not rendered): the host finds a control by its identifier
    /// too, and ``ViewHost/views(identifiedBy:)`` finds any view.
    ///
    /// - Parameter identifier: The identifier tests find the view by; it does not appear in the text.
    /// - Returns: A view that the host and `views(identifiedBy:)` find by `identifier`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        AccessibilityContent(content: self, label: nil, identifier: identifier)
    }
    /// This view (it is rendered either way).
    ///
    /// - Parameter hidden: Whether to hide the view from accessibility (accepted, no effect: it still renders).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// This view (traits are not rendered).
    ///
    /// - Parameter traits: The traits to add (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// This view (traits are not rendered).
    ///
    /// - Parameter traits: The traits to remove (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// This view (accessibility elements are not rendered).
    ///
    /// - Parameter children: How the element treats its children (accepted, not rendered).
    /// - Returns: This view, rendered unchanged.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// This view (the reading order is the text's order).
    ///
    /// - Parameter sortPriority: The reading-order priority (accepted, no effect: the text reads in its order).
    /// - Returns: This view, rendered unchanged.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// What an accessibility element is (not rendered).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32

    /// Traits from their raw value.
    ///
    /// - Parameter rawValue: The traits' bits: each static trait is one bit.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The `isButton` trait.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The `isHeader` trait.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The `isSelected` trait.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The `isLink` trait.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The `isSearchField` trait.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The `isImage` trait.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The `isStaticText` trait.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The `isSummaryElement` trait.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The `updatesFrequently` trait.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// The `playsSound` trait.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 9)
    /// The `isKeyboardKey` trait.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 10)
    /// The `startsMediaSession` trait.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The `allowsDirectInteraction` trait.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The `causesPageTurn` trait.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The `isModal` trait.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The `isToggle` trait.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children (not rendered).
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String

    /// The `ignore` child behavior.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The `contain` child behavior.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The `combine` child behavior.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
