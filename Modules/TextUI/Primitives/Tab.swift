/// A tab of a ``TabView``, with its label and, optionally, the value that selects it
/// (`Tab("Home", systemImage: "house", value: .home) { HomeView() }`).
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected by `value`, with a custom label.
    ///
    /// - Parameters:
    ///   - value: The value that selects the tab: the tab view shows it while its selection equals `value`.
    ///   - content: The tab's content, shown below the row of tabs while the tab is selected.
    ///   - label: The tab's label in the tab view's row; tapping it selects the tab.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension Tab where Label == TextUI.Label<Text, Image> {
    /// A tab titled `titleKey` with a system symbol (not rendered), selected by `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The tab's title in the tab view's row; tapping it selects the tab.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - value: The value that selects the tab: the tab view shows it while its selection equals `value`.
    ///   - content: The tab's content, shown below the row of tabs while the tab is selected.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {
        self.init(value: value, content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` with a system symbol (not rendered), selected by `value`.
    ///
    /// - Parameters:
    ///   - title: The tab's title, shown verbatim in the tab view's row; tapping it selects the tab.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - value: The value that selects the tab: the tab view shows it while its selection equals `value`.
    ///   - content: The tab's content, shown below the row of tabs while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { TextUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == TextUI.Label<Text, Image> {
    /// A tab titled `titleKey` with a system symbol (not rendered), selected by its position.
    ///
    /// - Parameters:
    ///   - titleKey: The tab's title in the tab view's row; tapping it selects the tab.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - content: The tab's content, shown below the row of tabs while the tab is selected.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = TextUI.Label(titleKey, systemImage: systemImage)
    }

    /// A tab titled `title` with a system symbol (not rendered), selected by its position.
    ///
    /// - Parameters:
    ///   - title: The tab's title, shown verbatim in the tab view's row; tapping it selects the tab.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - content: The tab's content, shown below the row of tabs while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = TextUI.Label(title, systemImage: systemImage)
    }
}

extension Tab: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    /// The content with its label and tag, as `.tabItem { label }.tag(value)` makes it.
    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), TabItemContent(content: content, item: label, tag: value.map { AnyHashable($0) }))
    }
}

/// How a tab view looks (text output shows one kind: a row of tabs).
public protocol TabViewStyle: Sendable {}

/// The `.automatic` tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The `.automatic` tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// The `.page` tab view style (pages swiped through; text output shows the row of tabs).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows.
    public enum IndexDisplayMode: Sendable {
        /// As the platform chooses, always, or never (the index is not rendered either way).
        case automatic, always, never
    }

    /// A page style.
    ///
    /// - Parameter indexDisplayMode: When the page index shows; accepted, no effect on the text.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// The `.page` tab view style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// The `.page` tab view style, with its index shown or not.
    ///
    /// - Parameter indexDisplayMode: When the page index shows; accepted, no effect on the text.
    /// - Returns: A page style (text output still shows the row of tabs).
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// This view (text output draws tab views one way).
    ///
    /// - Parameter style: The tab view style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// Builds a tab view's tabs knowing the type of its selection, so that `Tab(…, value: .home)`
/// finds `.home` in it, as SwiftUI's tab content builder does. Other views may be mixed in.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab selected by a value of the selection's type.
    ///
    /// - Parameter tab: A tab whose value's type is the selection's (so `.home` is looked up there).
    /// - Returns: The tab, unchanged.
    public static func buildExpression<Content: View, Label: View>(
        _ tab: Tab<SelectionValue, Content, Label>
    ) -> Tab<SelectionValue, Content, Label> {
        tab
    }

    /// Any other view (a `ForEach` of tabs, a tab selected by its position).
    ///
    /// - Parameter content: The view; each view it stands for is a tab.
    /// - Returns: The view, unchanged.
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// One tab.
    ///
    /// - Parameter content: The tab (or view of tabs).
    /// - Returns: The tab, unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several tabs, in order.
    ///
    /// - Parameter content: The tabs, in the order of the tab view's row.
    /// - Returns: A view of the tabs, each of which is a tab of the tab view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(views: repeat each content)
    }

    /// Tabs shown only when a condition holds.
    ///
    /// - Parameter content: The tabs, or nil when the condition does not hold.
    /// - Returns: The tabs, or nil (then they add no tab).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The tabs of the `true` branch.
    ///
    /// - Parameter first: The tabs the `true` branch builds.
    /// - Returns: Conditional content holding the `true` branch's tabs.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The tabs of the `false` branch.
    ///
    /// - Parameter second: The tabs the `false` branch builds.
    /// - Returns: Conditional content holding the `false` branch's tabs.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension TabView {
    /// Tabs (``Tab``s selected by values of the selection's type) selected through `selection`.
    ///
    /// - Parameters:
    ///   - selection: The value of the selected tab; tapping a tab's label sets it. No match shows the first tab.
    ///   - content: The tabs, built knowing the selection's type (`Tab(…, value: .home)`).
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: content)
    }
}
