// Search fields with editable tokens or suggested tokens whose searching `isPresented` reflects
// (iOS 17): the field, its text and `isPresented` behave as in `searchable(text:isPresented:)`;
// the tokens and the suggested tokens are kept by the app and not shown.

extension View {
    /// Adds a search field with tokens a person can edit, whose searching `isPresented` reflects
    /// (the tokens are not shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens a person can edit, whose searching `isPresented` reflects,
    /// with a prompt (the tokens are not shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens a person can edit, whose searching `isPresented` reflects,
    /// with a prompt (the tokens are not shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - editableTokens: The tokens; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view from a binding to it; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and suggested tokens, whose searching `isPresented`
    /// reflects (neither is shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder, or nil; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and suggested tokens, whose searching `isPresented`
    /// reflects, with a prompt (neither is shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and suggested tokens, whose searching `isPresented`
    /// reflects, with a prompt (neither is shown).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens; not shown.
    ///   - suggestedTokens: The tokens suggested; not shown.
    ///   - isPresented: Whether the user is searching.
    ///   - placement: Where the field goes; accepted, no effect.
    ///   - prompt: The placeholder; it names the field.
    ///   - token: Makes a token's view; not called.
    /// - Returns: A view that renders a `Search: [text]` field above this view.
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }
}
