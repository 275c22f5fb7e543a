// Accessibility rotors: lists of places in a view a VoiceOver user jumps between (headings, links,
// the unread messages). Text output is read top to bottom: rotors are accepted, their entries are
// not made, and nothing shows.

/// What a rotor lists (in text output, any view: entries render nothing).
public typealias AccessibilityRotorContent = View

/// Builds a rotor's entries (in text output, a view builder).
public typealias AccessibilityRotorContentBuilder = ViewBuilder

/// One place a rotor lists: a label and the identity of the view it jumps to. Renders nothing.
public struct AccessibilityRotorEntry<ID: Hashable>: View {
    let label: String

    /// An entry labelled `label` that jumps to the view with `id`.
    ///
    /// - Parameters:
    ///   - label: What the rotor reads for the entry.
    ///   - id: The identity of the view it jumps to.
    ///   - textRange: The range of text it selects in that view, or nil; not used.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.content
    }

    /// An entry for a range of the text of the element the rotor is on, labelled `label` (or, when
    /// nil, by the text in the range). Text output has no rotor to navigate: `prepare` is not called.
    ///
    /// - Parameters:
    ///   - label: What the rotor reads for the entry, or nil for the text in the range.
    ///   - textRange: The range of text it selects.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {})
    where ID == Never {
        self.label = label?.content ?? ""
    }

    /// An entry labelled `labelKey` that jumps to the view with `id`.
    ///
    /// - Parameters:
    ///   - labelKey: What the rotor reads for the entry.
    ///   - id: The identity of the view it jumps to.
    ///   - textRange: The range of text it selects in that view, or nil; not used.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = labelKey.resolved
    }

    /// An entry labelled `label` that jumps to the view with `id`.
    ///
    /// - Parameters:
    ///   - label: What the rotor reads for the entry.
    ///   - id: The identity of the view it jumps to.
    ///   - textRange: The range of text it selects in that view, or nil; not used.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = String(label)
    }

    public typealias Body = Never
}

extension AccessibilityRotorEntry: LeafView {}

/// A rotor the system knows (headings, links…).
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// Links.
    public static let links = AccessibilitySystemRotor(name: "links")
    /// Headings.
    public static let headings = AccessibilitySystemRotor(name: "headings")
    /// Bold text.
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    /// Italic text.
    public static let italicText = AccessibilitySystemRotor(name: "italicText")
    /// Underlined text.
    public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
    /// Misspelled words.
    public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
    /// Images.
    public static let images = AccessibilitySystemRotor(name: "images")
    /// Text fields.
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    /// Tables.
    public static let tables = AccessibilitySystemRotor(name: "tables")
    /// Lists.
    public static let lists = AccessibilitySystemRotor(name: "lists")
    /// Landmarks.
    public static let landmarks = AccessibilitySystemRotor(name: "landmarks")

    /// Links, visited or not.
    ///
    /// - Parameter visited: True for visited links, false for the others.
    /// - Returns: The rotor.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }

    /// Headings of one level.
    ///
    /// - Parameter level: The headings' level.
    /// - Returns: The rotor.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings\(level.rawValue)")
    }
}

extension View {
    /// This view (rotors are not shown in text output; the entries are not made).
    ///
    /// - Parameters:
    ///   - label: The rotor's name.
    ///   - entries: Builds the rotor's entries; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// This view (rotors are not shown in text output; the entries are not made).
    ///
    /// - Parameters:
    ///   - labelKey: The rotor's name.
    ///   - entries: Builds the rotor's entries; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// This view (rotors are not shown in text output; the entries are not made).
    ///
    /// - Parameters:
    ///   - label: The rotor's name.
    ///   - entries: Builds the rotor's entries; not called.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// This view (rotors are not shown in text output; the entries are not made).
    ///
    /// - Parameters:
    ///   - systemRotor: The system rotor the entries replace.
    ///   - entries: Builds the rotor's entries; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabel: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabelKey: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabel: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - systemRotor: The system rotor the entries replace.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabel: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryID: The key path of each entry's identity; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabelKey: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryID: The key path of each entry's identity; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - rotorLabel: The rotor's name.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryID: The key path of each entry's identity; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - systemRotor: The system rotor the entries replace.
    ///   - entries: The models of the rotor's entries; not read.
    ///   - entryID: The key path of each entry's identity; not read.
    ///   - entryLabel: The key path of each entry's label; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - label: The rotor's name.
    ///   - textRanges: The ranges of this view's text the rotor jumps between; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - labelKey: The rotor's name.
    ///   - textRanges: The ranges of this view's text the rotor jumps between; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - label: The rotor's name.
    ///   - textRanges: The ranges of this view's text the rotor jumps between; not read.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - systemRotor: The system rotor the ranges replace.
    ///   - textRanges: The ranges of this view's text the rotor jumps between; not read.
    /// - Returns: This view, unchanged.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
        -> some View
    { self }
}
