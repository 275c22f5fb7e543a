/// Content with a search field above it: renders as `Search: [text]` followed by the content; the
/// host types into it with `type(_:into: "Search")` and submits it with `submit("Search")`
/// (running `onSubmit(of: .search)` actions).
struct SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>

    typealias Body = Never
}

extension SearchableContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        var field = TextField(label: Text("Search"), text: text, isSecure: false)
        field.submitTrigger = .search
        children.append(.index(0), field)
        children.append(.index(1), content)
    }
}

/// Where a search field goes (text output puts it above the content).
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String

    /// The `automatic` search field placement.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The `navigationBarDrawer` search field placement.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The `sidebar` search field placement.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The `toolbar` search field placement.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    /// How a navigation bar drawer shows the search field (not rendered).
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// The platform decides when the drawer shows, or it always shows (neither is rendered).
        case automatic, always
    }

    /// The navigation bar's drawer, always shown or not.
    ///
    /// - Parameter displayMode: When the drawer shows; accepted, no effect on the text.
    /// - Returns: The `.navigationBarDrawer` placement (text output puts the field above the content).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

extension View {
    /// Adds a search field editing `text` above this view (the prompt is not rendered).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder shown in the empty field, or `nil`; accepted, not rendered.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContent(content: self, text: text)
    }

    /// Adds a search field editing `text` above this view (the prompt is not rendered).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder shown in the empty field; accepted, not rendered.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableContent(content: self, text: text)
    }

    /// Adds a search field editing `text` above this view (the prompt is not rendered).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder shown in the empty field; accepted, not rendered.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableContent(content: self, text: text)
    }
}
