/// The parts of ``ContentUnavailableView/search``: the view a search without results shows.
public struct SearchUnavailableContent {
    /// The title: "No Results", or "No Results for “text”", with a magnifying glass.
    public struct Label: View {
        let text: String?

        /// The title and its symbol (not rendered).
        public var body: some View {
            if let text {
                TextUI.Label("No Results for “\(text)”", systemImage: "magnifyingglass")
            } else {
                TextUI.Label("No Results", systemImage: "magnifyingglass")
            }
        }
    }

    /// What to do: "Check the spelling or try a new search."
    public struct Description: View {
        /// The suggestion.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The view for a search without results.
    public static var search: Self {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// The view for a search without results.
    ///
    /// - Parameter text: The text searched for.
    /// - Returns: A view that says no results were found for `text`.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}
