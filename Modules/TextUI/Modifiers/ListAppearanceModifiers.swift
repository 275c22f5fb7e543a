// How list rows and scroll views look. Text output has no separators, row backgrounds or scroll
// indicators: these modifiers return the view unchanged.
extension View {
    /// This view (separators are not rendered).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// This view (separators are not rendered).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// This view (row backgrounds are not rendered).
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// This view (row insets are not rendered).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// This view (backgrounds are not rendered).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// This view (scroll indicators are not rendered).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
    /// This view (there is no keyboard to dismiss).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// This view (header prominence is not rendered).
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int8

        /// A set from its raw value.
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
    case standard, increased
}
