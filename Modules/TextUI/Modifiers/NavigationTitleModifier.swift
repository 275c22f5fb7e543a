/// Content with a navigation title. The innermost ``NavigationStack`` around it shows the title of
/// its top screen (the outermost title modifier in that screen) as a heading:
/// `Films` over a `═════` line. Outside a stack the title is not shown.
struct NavigationTitleContent<Content: View>: View {
    let content: Content
    let title: String

    typealias Body = Never
}

/// A modifier node that titles its screen.
@MainActor
protocol NavigationTitled {
    var navigationTitleText: String { get }
}

extension NavigationTitleContent: PrimitiveView, NavigationTitled {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var navigationTitleText: String { title }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

extension Node {
    /// The title of the screen this node is: the first title modifier found depth first, not
    /// looking into nested stacks or presented views.
    var navigationTitle: String? {
        if let titled = view as? any NavigationTitled { return titled.navigationTitleText }
        for child in children where !(child.view is any NavigationContainer) && !(child.view is any PresentedView) {
            if let title = child.navigationTitle { return title }
        }
        return nil
    }
}

extension View {
    /// Titles this screen; a navigation stack shows the title as a heading.
    ///
    /// - Parameter titleKey: The title, shown as written (text output is not localized).
    /// - Returns: A view that titles its screen; the innermost navigation stack shows the title over a `═` line.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationTitleContent(content: self, title: titleKey.resolved)
    }

    /// Titles this screen; a navigation stack shows the title as a heading.
    ///
    /// - Parameter title: The title, shown verbatim.
    /// - Returns: A view that titles its screen; the innermost navigation stack shows the title over a `═` line.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleContent(content: self, title: String(title))
    }

    /// Titles this screen; a navigation stack shows the title as a heading.
    ///
    /// - Parameter title: The title; its string is shown as the heading.
    /// - Returns: A view that titles its screen; the innermost navigation stack shows the title over a `═` line.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleContent(content: self, title: title.content)
    }

    /// Titles this screen with an editable title (text output shows its current value).
    ///
    /// - Parameter title: The title; its value when the view is updated is shown, it cannot be edited.
    /// - Returns: A view that titles its screen; the innermost navigation stack shows the title over a `═` line.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        NavigationTitleContent(content: self, title: title.wrappedValue)
    }

    /// This view (text output shows every title as a heading).
    ///
    /// - Parameter displayMode: Whether the title is large or inline; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// This view (the back button stays: the host taps it as "Back").
    ///
    /// - Parameter hidesBackButton: Whether to hide the back button; accepted, no effect (the button stays).
    /// - Returns: This view, unchanged.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// This view (navigation view styles are not rendered).
    ///
    /// - Parameter style: The navigation view style, such as `.stack`; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// An item of a navigation bar.
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title (text output shows it as a heading either way).
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The platform's choice, a small title in the bar, or a large title (all show as a heading).
        case automatic, inline, large
    }
}

/// How a navigation view looks (not rendered).
public protocol NavigationViewStyle: Sendable {}

/// The `.stack` navigation view style (not rendered).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// The `.automatic` navigation view style (not rendered).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The `.stack` navigation view style (not rendered).
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The `.automatic` navigation view style (not rendered).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
