extension View {
    /// Adds a search field editing `text` above this view (see ``SearchFieldPlacement``): the host finds
    /// it by "Search" or by its prompt.
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field, or `nil`; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: prompt?.content, isPresented: nil, suggestions: nil)
    }

    /// Adds a search field editing `text` above this view: the host finds it by "Search" or by its prompt.
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: prompt.resolved, isPresented: nil, suggestions: nil)
    }

    /// Adds a search field editing `text` above this view: the host finds it by "Search" or by its prompt.
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: String(prompt), isPresented: nil, suggestions: nil)
    }

    /// Adds a search field whose searching `isPresented` reflects: typing into it sets it to true,
    /// setting it to false ends the search (clearing the text).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field, or `nil`; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: prompt?.content, isPresented: isPresented, suggestions: nil)
    }

    /// Adds a search field whose searching `isPresented` reflects.
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: prompt.resolved, isPresented: isPresented, suggestions: nil)
    }

    /// Adds a search field whose searching `isPresented` reflects.
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: String(prompt), isPresented: isPresented, suggestions: nil)
    }

    /// Adds a search field with suggestions (the older spelling of `searchSuggestions(_:)`).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field, or `nil`; not rendered, it names the field.
    ///   - suggestions: The suggestions, shown below the field while the user searches.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: prompt?.content, isPresented: nil, suggestions: AnyView(suggestions()))
    }

    /// Adds a search field with suggestions (the older spelling of `searchSuggestions(_:)`).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    ///   - suggestions: The suggestions, shown below the field while the user searches.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: prompt.resolved, isPresented: nil, suggestions: AnyView(suggestions()))
    }

    /// Adds a search field with suggestions (the older spelling of `searchSuggestions(_:)`).
    ///
    /// - Parameters:
    ///   - text: The search text: the field shows it, and typing into the field sets it.
    ///   - placement: Where the field goes; accepted, no effect (text output puts it above this view).
    ///   - prompt: The placeholder of the empty field; not rendered, it names the field.
    ///   - suggestions: The suggestions, shown below the field while the user searches.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        SearchableContent(
            content: self, text: text, prompt: String(prompt), isPresented: nil, suggestions: AnyView(suggestions()))
    }
}
