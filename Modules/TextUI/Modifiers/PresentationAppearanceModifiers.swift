// How a presented sheet looks and responds. Text output shows a sheet's content under its header
// line, whatever its background, corners or adaptation: these modifiers return the view unchanged.
extension View {
    /// This view (sheet backgrounds are not rendered).
    ///
    /// - Parameter style: The sheet's background colour or style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// This view (sheet backgrounds are not rendered; the background view is not made).
    ///
    /// - Parameters:
    ///   - alignment: Where the background sits; accepted, no effect on the text.
    ///   - content: Builds the sheet's background view; not called.
    /// - Returns: This view, unchanged.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { self }

    /// This view (sheet corners are not rendered).
    ///
    /// - Parameter cornerRadius: The sheet's corner radius in points, or nil for the default; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// This view (only the presented view can be operated while a sheet is presented).
    ///
    /// - Parameter interaction: Whether the view behind the sheet can be used; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// This view (a sheet's content shows whole in text output: it neither resizes nor scrolls).
    ///
    /// - Parameter behavior: Whether a swipe resizes the sheet or scrolls its content; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// This view (every presentation shows below its presenter in text output).
    ///
    /// - Parameter adaptation: What the presentation becomes in a compact size; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// This view (every presentation shows below its presenter in text output).
    ///
    /// - Parameters:
    ///   - horizontalAdaptation: What the presentation becomes in a compact width; accepted, no effect.
    ///   - verticalAdaptation: What the presentation becomes in a compact height; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { self }
}

/// Whether the view behind a sheet can be used (in text output it cannot).
public struct PresentationBackgroundInteraction: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// The view behind can be used.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// The view behind cannot be used.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")

    /// The view behind can be used while the sheet rests at `detent` or lower.
    ///
    /// - Parameter detent: The highest detent at which the view behind can be used.
    /// - Returns: The interaction (not applied in text output).
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled up through \(detent)")
    }
}

/// What a swipe on a sheet does (in text output, nothing).
public struct PresentationContentInteraction: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A swipe resizes the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A swipe scrolls the sheet's content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// What a presentation becomes in a compact size (in text output, it shows below its presenter).
public struct PresentationAdaptation: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: it stays as presented.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
