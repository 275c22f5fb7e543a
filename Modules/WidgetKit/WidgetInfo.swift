/// A widget the person placed: its kind and its family.
///
/// Apple's also carries the SiriKit intent of a widget the person configured (`configuration`);
/// there is no SiriKit here, so it is left out.
public struct WidgetInfo: Hashable, Sendable, Identifiable, CustomDebugStringConvertible {
    /// The kind the widget's configuration was made with.
    public let kind: String
    /// The widget's size and shape.
    public let family: WidgetFamily

    /// A widget of a kind and a family, for a test to place on ``SimulatedHomeScreen`` (this
    /// initializer is this package's: on Apple platforms only WidgetKit makes these).
    ///
    /// - Parameters:
    ///   - kind: The kind the widget's configuration was made with.
    ///   - family: The widget's size and shape.
    public init(kind: String, family: WidgetFamily) {
        self.kind = kind
        self.family = family
    }

    /// The widget itself: two widgets of one kind and family are one.
    public var id: WidgetInfo { self }

    /// The kind and the family (`Stats systemSmall`).
    public var debugDescription: String { "\(kind) \(family.debugDescription)" }
}
