// Search fields with editable tokens (iOS 17) and with suggested tokens (iOS 16): the field and its
// text behave as any search field; the tokens and the suggested tokens are kept by the app and not
// shown.

extension View {
    /// Adds a search field with tokens a person can edit (the tokens are not shown; the text is
    /// edited as usual).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens a person can edit, with a prompt (the tokens are not shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens a person can edit, with a prompt (the tokens are not shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with tokens and suggested tokens (neither is shown; the text is edited as
    /// usual).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and suggested tokens, with a prompt (neither is shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and suggested tokens, with a prompt (neither is shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
