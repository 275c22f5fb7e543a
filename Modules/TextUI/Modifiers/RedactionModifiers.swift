// Redaction: `.redacted(reason: .placeholder)` marks content as a placeholder. Text output shows
// the text as it is; the reasons reach the views below through `\.redactionReasons`, as in
// SwiftUI, so a view can choose what to show.
extension View {
    /// Marks this view's content as redacted: the views below read `reason` in
    /// `\.redactionReasons` (added to the reasons already there). The text is shown as it is.
    ///
    /// - Parameter reason: Why the content is redacted (`.placeholder`, `.privacy`).
    /// - Returns: This view, with the reason in its environment.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Clears the redaction reasons for this view's content: `\.redactionReasons` is empty below.
    ///
    /// - Returns: This view, with no redaction reasons in its environment.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// This view (privacy redaction is not shown in text output).
    ///
    /// - Parameter sensitive: Whether the content is private (true by default).
    /// - Returns: This view, unchanged.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int

    /// Reasons from their raw value.
    ///
    /// - Parameter rawValue: The reasons' bits: 1 placeholder, 2 privacy, 4 invalidated.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is a placeholder for data still loading.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is out of date (a widget waiting for an update).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension EnvironmentValues {
    /// Why the content is redacted (empty unless `.redacted(reason:)` set a reason above).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}
