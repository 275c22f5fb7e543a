// How list rows and scroll views look. Text output has no separators, row backgrounds or scroll
// indicators: these modifiers return the view unchanged.
extension View {
    /// This view (separators are not rendered).
    ///
    /// - Parameters:
    ///   - visibility: Whether the row's separators show; accepted, no effect on the text.
    ///   - edges: Which separators, above or below the row; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// This view (separators are not rendered).
    ///
    /// - Parameters:
    ///   - visibility: Whether the section's separators show; accepted, no effect on the text.
    ///   - edges: Which separators, above or below the section; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// This view (row backgrounds are not rendered).
    ///
    /// - Parameter view: The view behind the row, or `nil`; accepted, never rendered.
    /// - Returns: This view, unchanged.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// This view (row insets are not rendered).
    ///
    /// - Parameter insets: The row's insets in points, or `nil` for the default; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// This view (backgrounds are not rendered).
    ///
    /// - Parameter visibility: Whether the scroll view's background shows; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// This view, with the scroll indicators of `axes` set to `visibility` (scroll indicators
    /// are not rendered).
    ///
    /// - Parameters:
    ///   - visibility: Whether the scroll indicators show.
    ///   - axes: The axes whose indicators it applies to (both by default).
    /// - Returns: This view, with ``EnvironmentValues/horizontalScrollIndicatorVisibility`` and
    ///   ``EnvironmentValues/verticalScrollIndicatorVisibility`` set for `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
    }
    /// This view, with `mode` for how scrolling dismisses the keyboard (there is no keyboard).
    ///
    /// - Parameter mode: How scrolling would dismiss the keyboard.
    /// - Returns: This view, with ``EnvironmentValues/scrollDismissesKeyboardMode`` set.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
    /// This view, with section headers inside at `prominence` (header prominence is not rendered).
    ///
    /// - Parameter prominence: How prominent section headers are.
    /// - Returns: This view, with ``EnvironmentValues/headerProminence`` set.
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge, or the bottom edge.
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int8

        /// A set from its raw value.
        ///
        /// - Parameter rawValue: The bits of the edges: 1 for `top`, 2 for `bottom`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The `top` edges.
        public static let top = Set(rawValue: 1)
        /// The `bottom` edges.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// Whether scroll indicators show (they are not rendered).
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let visibility: Visibility

    /// The `automatic` scroll indicator visibility.
    public static let automatic = ScrollIndicatorVisibility(visibility: .automatic)
    /// The `visible` scroll indicator visibility.
    public static let visible = ScrollIndicatorVisibility(visibility: .visible)
    /// The `hidden` scroll indicator visibility.
    public static let hidden = ScrollIndicatorVisibility(visibility: .hidden)
    /// The `never` scroll indicator visibility.
    public static let never = ScrollIndicatorVisibility(visibility: .hidden)
}

/// How scrolling dismisses the keyboard (there is none).
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String

    /// The `automatic` keyboard dismissal mode.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// The `immediately` keyboard dismissal mode.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The `interactively` keyboard dismissal mode.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// The `never` keyboard dismissal mode.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How prominent a header is (not rendered).
public enum Prominence: Sendable, Hashable {
    /// The usual header, or a more prominent one (both render the same).
    case standard, increased
}
