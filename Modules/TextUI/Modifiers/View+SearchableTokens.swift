// Search fields with tokens: the field and its text behave as any search field; the tokens are
// kept by the app and not shown.

extension View {
    /// Adds a search field with tokens (the tokens are not shown; the text is edited as usual).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens (the tokens are not shown; the text is edited as usual).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens (the tokens are not shown; the text is edited as usual).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens whose searching `isPresented` reflects (the tokens are not
    /// shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens whose searching `isPresented` reflects (the tokens are not
    /// shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens whose searching `isPresented` reflects (the tokens are not
    /// shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }
}
