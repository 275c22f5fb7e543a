// Accessibility and speech modifiers that SwiftUI declares on `Text` returning `Text`, so styled
// text still concatenates (`Text("Total").accessibilityHeading(.h2) + Text(": 3")`). Text output
// is read as it is: each returns the text unchanged.
extension Text {
    /// The text as a heading of a level, for assistive technologies (not rendered).
    ///
    /// - Parameter level: The heading's level.
    /// - Returns: The text, unchanged.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }

    /// The kind of content the text is, for assistive technologies (not rendered).
    ///
    /// - Parameter textContentType: The kind of content, such as source code or a spreadsheet.
    /// - Returns: The text, unchanged.
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> Text { self }

    /// Whether speech reads the text's punctuation (not spoken here).
    ///
    /// - Parameter value: Whether it does (true by default).
    /// - Returns: The text, unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Whether speech spells the text out letter by letter (not spoken here).
    ///
    /// - Parameter value: Whether it does (true by default).
    /// - Returns: The text, unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// The pitch speech reads the text at, from -1 (lower) to 1 (higher) (not spoken here).
    ///
    /// - Parameter value: The pitch adjustment.
    /// - Returns: The text, unchanged.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Whether an announcement of the text waits for the speech before it (not spoken here).
    ///
    /// - Parameter value: Whether it waits (true by default).
    /// - Returns: The text, unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

// The same speech modifiers on any view (text output is not spoken).
extension View {
    /// Whether speech reads punctuation in this view (not spoken here).
    ///
    /// - Parameter value: Whether it does (true by default).
    /// - Returns: This view, unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Whether speech spells this view's text out letter by letter (not spoken here).
    ///
    /// - Parameter value: Whether it does (true by default).
    /// - Returns: This view, unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// The pitch speech reads this view at, from -1 (lower) to 1 (higher) (not spoken here).
    ///
    /// - Parameter value: The pitch adjustment.
    /// - Returns: This view, unchanged.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Whether announcements in this view wait for the speech before them (not spoken here).
    ///
    /// - Parameter value: Whether they wait (true by default).
    /// - Returns: This view, unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
