/// A tab of a ``TabView``, with its label and, optionally, the value that selects it
/// (`Tab("Home", systemImage: "house", value: .home) { HomeView() }`).
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected by `value`, with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension Tab where Label == TextUI.Label<Text, Image> {
    /// A tab titled `titleKey` with a system symbol (not rendered), selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {
        self.init(value: value, content: content) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` with a system symbol (not rendered), selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { TextUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == TextUI.Label<Text, Image> {
    /// A tab titled `titleKey` with a system symbol (not rendered), selected by its position.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = TextUI.Label(titleKey, systemImage: systemImage)
    }

    /// A tab titled `title` with a system symbol (not rendered), selected by its position.
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
        case automatic, always, never
    }

    /// A page style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// The `.page` tab view style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// The `.page` tab view style, with its index shown or not.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// This view (text output draws tab views one way).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// Builds a tab view's tabs knowing the type of its selection, so that `Tab(…, value: .home)`
/// finds `.home` in it, as SwiftUI's tab content builder does. Other views may be mixed in.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab selected by a value of the selection's type.
    public static func buildExpression<Content: View, Label: View>(
        _ tab: Tab<SelectionValue, Content, Label>
    ) -> Tab<SelectionValue, Content, Label> {
        tab
    }

    /// Any other view (a `ForEach` of tabs, a tab selected by its position).
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// One tab.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several tabs, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(repeat each content)
    }

    /// Tabs shown only when a condition holds.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The tabs of the `true` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The tabs of the `false` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension TabView {
    /// Tabs (``Tab``s selected by values of the selection's type) selected through `selection`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: content)
    }
}
