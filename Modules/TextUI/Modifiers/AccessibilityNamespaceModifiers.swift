// Accessibility that ties elements together through a namespace (a rotor's entries, a linked
// group, a label and its content). Text output is read top to bottom: these modifiers return the
// view unchanged.
extension View {
    /// This view (rotors are not shown in text output).
    ///
    /// - Parameters:
    ///   - id: The identity the view has in a rotor's entries; not used.
    ///   - namespace: The namespace the identity belongs to; not used.
    /// - Returns: This view, unchanged.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// This view (elements are read in their order in text output).
    ///
    /// - Parameters:
    ///   - id: The identity of the group the element belongs to; not used.
    ///   - namespace: The namespace the identity belongs to; not used.
    /// - Returns: This view, unchanged.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// This view (labels are read as they are in text output).
    ///
    /// - Parameters:
    ///   - role: Whether the view is the label or the content of the pair; not used.
    ///   - id: The identity of the pair; not used.
    ///   - namespace: The namespace the identity belongs to; not used.
    /// - Returns: This view, unchanged.
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View { self }
}

/// Which part of a labelled pair a view is.
public enum AccessibilityLabeledPairRole: Sendable, Hashable {
    /// The label, or the content it labels.
    case label, content
}

extension AccessibilityRotorEntry {
    /// An entry labelled `label` that jumps to the view with `id` in `namespace`.
    ///
    /// - Parameters:
    ///   - label: What the rotor reads for the entry.
    ///   - id: The identity of the view it jumps to.
    ///   - namespace: The namespace of the identity (`accessibilityRotorEntry(id:in:)`).
    ///   - textRange: The range of text it selects in that view, or nil; not used.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `labelKey` that jumps to the view with `id` in `namespace`.
    ///
    /// - Parameters:
    ///   - labelKey: What the rotor reads for the entry.
    ///   - id: The identity of the view it jumps to.
    ///   - namespace: The namespace of the identity (`accessibilityRotorEntry(id:in:)`).
    ///   - textRange: The range of text it selects in that view, or nil; not used.
    ///   - prepare: Runs before the jump (to scroll or load); not called.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(labelKey, id: id, textRange: textRange, prepare: prepare)
    }
}
