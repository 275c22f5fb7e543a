// How accessibility presents an element: its heading level, what it stands for, how it reacts to
// touch and zoom. Text output is read as it is: these modifiers return the view unchanged (their
// closures are not called and their views are not made).
extension View {
    /// This view (headings are not marked in text output).
    ///
    /// - Parameter level: The element's heading level; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// This view (text output does not say what responds to touch).
    ///
    /// - Parameter respondsToUserInteraction: Whether the element is interactive; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        self
    }

    /// This view (there is no large content viewer in text output).
    ///
    /// - Returns: This view, unchanged.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// This view (there is no large content viewer in text output).
    ///
    /// - Parameter largeContentView: Builds what the viewer shows; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }

    /// This view (the host reads and operates what is shown, not a representation of it).
    ///
    /// - Parameter representation: Builds the view accessibility reads instead; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// This view (the host reads what is shown, not accessibility children).
    ///
    /// - Parameter children: Builds the views accessibility reads as this element's children; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// This view (text output has no colours to invert).
    ///
    /// - Parameter active: Whether the view keeps its colours when colours are inverted; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// This view (text output is read as it is).
    ///
    /// - Parameter value: What kind of text the element holds, such as `.sourceCode`; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// This view (there is no direct touch in text output).
    ///
    /// - Parameters:
    ///   - isDirectTouchArea: Whether touches go straight to the view under VoiceOver; accepted, no effect.
    ///   - options: How direct touches behave; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> some View { self }

    /// This view (the host activates an element by its name, not a point).
    ///
    /// - Parameter activationPoint: Where activating the element touches it; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// This view (the host activates an element by its name, not a point).
    ///
    /// - Parameter activationPoint: Where activating the element touches it, in points; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// This view (nothing scrolls in text output; the handler is not called).
    ///
    /// - Parameter handler: Scrolls towards an edge; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// This view (nothing zooms in text output; the handler is not called).
    ///
    /// - Parameter handler: Zooms in or out; not called.
    /// - Returns: This view, unchanged.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        self
    }
}

/// The level of an accessibility heading (not shown in text output).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading of no particular level, or of levels 1 to 6.
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text an element holds (text output is read as it is).
public struct AccessibilityTextContentType: Sendable {
    let name: String

    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A console's text.
    public static let console = AccessibilityTextContentType(name: "console")
    /// Names of files and folders.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, such as a book's.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How direct touches behave under VoiceOver (there is no direct touch in text output).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 for `silentOnTouch`, 2 for `requiresActivation`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// Touches go to the view only once it is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom an assistive technology asks for (nothing zooms in text output).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Zooming in or out.
    public enum Direction: Sendable, Hashable {
        /// Closer, or farther.
        case zoomIn, zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// Where to zoom, relative to the view's size.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates.
    public let point: CGPoint
}
