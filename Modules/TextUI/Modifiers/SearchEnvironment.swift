/// Ends the search of the searchable view around a view: its text is cleared and
/// `\.isSearching` turns false. Outside a searchable view it does nothing.
public struct DismissSearchAction: Equatable {
    let field: NodeReference?

    /// Ends the search.
    @MainActor public func callAsFunction() {
        guard let node = field?.node, let owner = node.view as? any SearchFieldOwning else { return }
        owner.dismissSearch(node)
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(field: nil) }
}

private struct SearchFieldKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static let defaultValue = SearchSuggestionsPlacement.automatic
}

private struct OuterSearchAccessoriesKey: EnvironmentKey {
    static var defaultValue: [SearchAccessoryKind: AnyView] { [:] }
}

extension EnvironmentValues {
    /// True inside a searchable view while the user searches (from typing into its field until the
    /// search is dismissed).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view around this one.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Where search suggestions show: `.automatic` (text output shows them below the field).
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// The searchable view around this one.
    var searchField: NodeReference? {
        get { self[SearchFieldKey.self] }
        set { self[SearchFieldKey.self] = newValue }
    }

    /// Suggestions and scopes given outside a searchable view, for the searchable view inside.
    var outerSearchAccessories: [SearchAccessoryKind: AnyView] {
        get { self[OuterSearchAccessoriesKey.self] }
        set { self[OuterSearchAccessoriesKey.self] = newValue }
    }
}
