/// Suggestions (or scopes) for the search field of a searchable view, given inside its content or
/// around it. Inside, the accessory is mounted here and shown by the search field; around it, it
/// is handed down to the searchable view inside.
struct SearchAccessoryContent<Content: View, Accessory: View>: View {
    let content: Content
    let accessory: Accessory
    let kind: SearchAccessoryKind

    typealias Body = Never
}

extension SearchAccessoryContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        if children.owner.environment.searchField != nil {
            children.append(.index(1), accessory)
        }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.searchField == nil { environment.outerSearchAccessories[kind] = AnyView(accessory) }
    }

    /// Registers this node with the search field around it, which shows its accessory (its second
    /// child).
    func didMount(_ node: Node) {
        guard let field = node.environment.searchField?.node, let owner = field.view as? any SearchFieldOwning
        else { return }
        owner.register(NodeReference(node), as: kind, field)
    }

    func willUnmount(_ node: Node) {
        guard let field = node.environment.searchField?.node, let owner = field.view as? any SearchFieldOwning
        else { return }
        owner.unregister(NodeReference(node), field)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        node.children[0].rendered(context)  // the search field shows the accessory
    }

    func shownChildren(_ node: Node) -> [Node] {
        guard node.children.count > 1, let field = node.environment.searchField?.node,
            let owner = field.view as? any SearchFieldOwning, owner.isSearching(field)
        else { return [node.children[0]] }
        return node.children
    }
}

/// A search suggestion that fills the search field when tapped (the host taps it by its text).
struct SearchCompletionContent<Content: View>: View {
    let content: Content
    let completion: String

    typealias Body = Never
}

extension SearchCompletionContent: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        guard let field = node.environment.searchField?.node, let owner = field.view as? any SearchFieldOwning else {
            return
        }
        owner.complete(completion, field)
    }
}

/// When a searchable view's scopes show.
public struct SearchScopeActivation: Sendable, Hashable {
    let name: String

    /// As the platform chooses: while searching, in text output.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// Once text is typed into the field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// While searching.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Where search suggestions show (text output shows them below the field).
public struct SearchSuggestionsPlacement: Sendable, Equatable {
    let name: String

    /// As the platform chooses.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In a menu below the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// In the content below the field.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt8

        /// A set from its raw value.
        ///
        /// - Parameter rawValue: The bits of the set.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Suggestions in a menu.
        public static let menu = Set(rawValue: 1)
        /// Suggestions in the content.
        public static let content = Set(rawValue: 2)
    }
}

extension View {
    /// Suggestions for the search field of the searchable view this is in (or around): they show
    /// below the field, indented, while the user searches.
    ///
    /// ```swift
    /// struct Parks: View {
    ///     let parks = ["Yosemite", "Zion"]
    ///     @State private var query = ""
    ///     var body: some View {
    ///         List(parks, id: \.self) { Text($0) }
    ///             .searchable(text: $query, prompt: "Search for a park")
    ///             .searchSuggestions {
    ///                 Text("Yosemite").searchCompletion("Yosemite")
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter suggestions: The suggestions; those with `searchCompletion(_:)` fill the field when tapped.
    /// - Returns: A view that gives the suggestions to its search field.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchAccessoryContent(content: self, accessory: suggestions(), kind: .suggestions)
    }

    /// This view (where suggestions show is not rendered: below the field).
    ///
    /// - Parameters:
    ///   - visibility: Whether suggestions show in the placements; accepted, no effect.
    ///   - placements: The placements.
    /// - Returns: This view, unchanged.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View
    { self }

    /// Makes this suggestion fill the search field with `completion` when tapped.
    ///
    /// - Parameter completion: The text the field gets.
    /// - Returns: A view that renders as this one, which the host taps by its text.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionContent(content: self, completion: completion)
    }

    /// Scopes for the search of the searchable view this is in (or around): a picker titled "Scope"
    /// below the field while the user searches (`host.select("Fruits", in: "Scope")`).
    ///
    /// - Parameters:
    ///   - scope: The selected scope.
    ///   - scopes: The scopes, each with a `tag(_:)` of the scope's value.
    /// - Returns: A view that gives the scopes to its search field.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        SearchAccessoryContent(
            content: self, accessory: Picker("Scope", selection: scope, content: scopes), kind: .scopes(.automatic))
    }

    /// Scopes for the search, shown as `activation` says (`.onTextEntry`: once text is typed).
    ///
    /// - Parameters:
    ///   - scope: The selected scope.
    ///   - activation: When the scopes show.
    ///   - scopes: The scopes, each with a `tag(_:)` of the scope's value.
    /// - Returns: A view that gives the scopes to its search field.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        SearchAccessoryContent(
            content: self, accessory: Picker("Scope", selection: scope, content: scopes), kind: .scopes(activation))
    }
}

/// Whether presenting search hides the toolbar (not rendered).
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// Keeps the content visible.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

extension View {
    /// This view (the toolbar is not hidden in text output).
    ///
    /// - Parameter behavior: Whether presenting search hides the toolbar; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}
