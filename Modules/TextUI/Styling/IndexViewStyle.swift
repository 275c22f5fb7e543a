/// How a paged tab view shows its page index (text output shows no index: a paged tab view
/// renders its tabs as any tab view does).
public protocol IndexViewStyle {}

/// The dots of a paged tab view's index.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the index has a background behind it.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let name: String

        /// As the platform chooses.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while the index is being touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// When the index has a background.
    let backgroundDisplayMode: BackgroundDisplayMode

    /// The page index style.
    ///
    /// - Parameter backgroundDisplayMode: When the index has a background (`.automatic` by default).
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index style, with a background as the platform chooses.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page index style.
    ///
    /// - Parameter backgroundDisplayMode: When the index has a background.
    /// - Returns: The style.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// This view (page indexes are not rendered).
    ///
    /// - Parameter style: How paged tab views inside show their index.
    /// - Returns: This view, unchanged.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
