// What the system does with its own gestures and with dictation. A host has no system gestures
// (edge swipes, the Home indicator) and no dictation: these modifiers return the view unchanged.

/// How a search field takes dictation (a host has no dictation).
public struct TextInputDictationBehavior: Sendable, Hashable {
    let name: String

    /// The platform's choice.
    public static let automatic = TextInputDictationBehavior(name: "automatic")

    /// Dictation inline in the field, started as `activation` says.
    ///
    /// - Parameter activation: When dictation starts.
    /// - Returns: The behaviour.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline(\(activation.name))")
    }
}

/// When inline dictation starts (visionOS; a host has no dictation).
public struct TextInputDictationActivation: Sendable, Hashable {
    let name: String

    /// When a person looks at the field.
    public static let onLook = TextInputDictationActivation(name: "onLook")
    /// When a person selects the field.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

extension View {
    /// This view (a host has no dictation).
    ///
    /// - Parameter dictationBehavior: How the search field takes dictation; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }

    /// This view (a host has no system gestures to defer).
    ///
    /// - Parameter edges: The edges whose system gestures would wait for this view's; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
