import Testing
import TextUI

/// A searchable view's field is found by "Search" or its prompt; typing starts searching, which
/// shows suggestions (a completion fills the field) and scopes; dismissing ends it.
@MainActor
@Suite struct SearchTests {
    struct Resorts: View {
        let resorts = ["Alta", "Aspen", "Whistler"]
        @State var query = ""
        @State var region = "All"
        var body: some View {
            NavigationStack {
                List(resorts.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                    .overlay { SearchStatus() }
                    .searchable(text: $query, prompt: "Search for a resort")
                    .searchSuggestions {
                        ForEach(resorts.filter { $0.hasPrefix(query) && $0 != query }, id: \.self) { resort in
                            Text("Try \(resort)").searchCompletion(resort)
                        }
                    }
                    .searchScopes($region) {
                        Text("All").tag("All")
                        Text("Canada").tag("Canada")
                    }
            }
        }
    }

    struct SearchStatus: View {
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        var body: some View {
            if isSearching {
                Button("Stop searching") { dismissSearch() }
            }
        }
    }

    @Test func theField_isFoundByItsPrompt_asBySearch() throws {
        let host = ViewHost(Resorts())
        try host.type("Al", into: "Search for a resort")
        #expect(host.controls().first?.value == "Al")
        try host.type("As", into: "Search")
        #expect(host.controls().first?.value == "As")
    }

    @Test func typing_startsSearching_andShowsSuggestionsAndScopes() throws {
        let host = ViewHost(Resorts())
        #expect(host.render() == "Search: []\nAlta\nAspen\nWhistler")

        try host.type("A", into: "Search for a resort")

        #expect(
            host.render() == """
                Search: [A]
                  Try Alta
                  Try Aspen
                  Scope: (*) All ( ) Canada
                Alta
                Aspen
                [ Stop searching ]
                """)
    }

    @Test func tappingASuggestion_fillsTheField_andHidesTheSuggestions() throws {
        let host = ViewHost(Resorts())
        try host.type("A", into: "Search")

        try host.tap("Try Aspen")

        #expect(host.render() == "Search: [Aspen]\n  Scope: (*) All ( ) Canada\nAspen\n[ Stop searching ]")
    }

    @Test func scopes_areAPickerTitledScope() throws {
        let host = ViewHost(Resorts())
        try host.type("W", into: "Search")
        try host.select("Canada", in: "Scope")
        #expect(host.render().contains("Scope: ( ) All (*) Canada"))
    }

    @Test func dismissSearch_endsSearching_andClearsTheText() throws {
        let host = ViewHost(Resorts())
        try host.type("Wh", into: "Search")

        try host.tap("Stop searching")

        #expect(host.render() == "Search: []\nAlta\nAspen\nWhistler")
    }

    @Test func suggestions_areNotOperable_untilSearching() {
        let host = ViewHost(Resorts())
        #expect(throws: ViewHostError.self) { try host.tap("Try Alta") }
    }

    @Test func isPresented_followsSearching_bothWays() throws {
        struct Presented: View {
            @State var query = ""
            @State var searching = false
            var body: some View {
                VStack {
                    Text(searching ? "searching" : "idle")
                    Button("Search now") { searching = true }
                    Button("Cancel") { searching = false }
                }
                .searchable(text: $query, isPresented: $searching, placement: .toolbar, prompt: Text("Find"))
            }
        }
        let host = ViewHost(Presented())
        try host.type("x", into: "Find")
        #expect(host.render().hasPrefix("Search: [x]\nsearching"))
        try host.tap("Cancel")
        #expect(host.render().hasPrefix("Search: [x]\nidle"))
    }

    @Test func theOlderSuggestionsParameter_showsSuggestions() throws {
        struct Older: View {
            @State var query = ""
            var body: some View {
                Text("results for \(query)")
                    .searchable(text: $query, prompt: "Cities") {
                        Text("Paris").searchCompletion("Paris")
                    }
            }
        }
        let host = ViewHost(Older())
        try host.type("P", into: "Cities")
        try host.tap("Paris")
        #expect(host.render() == "Search: [Paris]\nresults for Paris")
    }

    @Test func suggestionsInsideTheContent_showBelowTheField() throws {
        struct Inner: View {
            @State var query = ""
            var body: some View {
                VStack {
                    Text("content").searchSuggestions { Text("Oslo").searchCompletion("Oslo") }
                }
                .searchable(text: $query)
            }
        }
        let host = ViewHost(Inner())
        #expect(host.render() == "Search: []\ncontent")
        try host.type("O", into: "Search")
        #expect(host.render() == "Search: [O]\n  Oslo\ncontent")
        try host.tap("Oslo")
        #expect(host.render() == "Search: [Oslo]\ncontent")
    }

    @Test func scopesOnTextEntry_showOnceTextIsTyped() throws {
        struct Scoped: View {
            @State var query = ""
            @State var scope = 0
            @State var searching = true
            var body: some View {
                Text("list")
                    .searchable(text: $query, isPresented: $searching)
                    .searchScopes($scope, activation: .onTextEntry) {
                        Text("Mine").tag(0)
                        Text("All").tag(1)
                    }
            }
        }
        let host = ViewHost(Scoped())
        #expect(host.render() == "Search: []\nlist")
        try host.type("a", into: "Search")
        #expect(host.render() == "Search: [a]\n  Scope: (*) Mine ( ) All\nlist")
    }

    @Test func aFieldWithTokens_editsItsText() throws {
        struct Token: Identifiable {
            let id: String
        }
        struct Tagged: View {
            @State var query = ""
            @State var tokens = [Token(id: "swift")]
            var body: some View {
                Text("results for \(query)")
                    .searchable(text: $query, tokens: $tokens, prompt: "Tags") { Text($0.id) }
            }
        }
        let host = ViewHost(Tagged())
        try host.type("ui", into: "Tags")
        #expect(host.render() == "Search: [ui]\nresults for ui")
    }

    @Test func fieldsWithEditableOrSuggestedTokens_editTheirText() throws {
        struct Token: Identifiable {
            let id: String
        }
        struct Tagged: View {
            @State var query = ""
            @State var tokens = [Token(id: "swift")]
            @State var suggested = [Token(id: "ui")]
            var body: some View {
                Text("results for \(query)")
                    .searchable(text: $query, editableTokens: $tokens, prompt: "Tags") { $token in Text(token.id) }
                Text("more for \(query)")
                    .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, prompt: "Topics") {
                        Text($0.id)
                    }
            }
        }
        let host = ViewHost(Tagged())
        try host.type("ui", into: "Tags")
        #expect(host.render() == "Search: [ui]\nresults for ui\nSearch: [ui]\nmore for ui")
        try host.type("kit", into: "Topics")
        #expect(host.render() == "Search: [kit]\nresults for kit\nSearch: [kit]\nmore for kit")
    }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:editabletokens:ispresented:placement:prompt:token:):
    /// `isPresented` follows searching as with `searchable(text:isPresented:)`.
    @Test func presentedFieldsWithEditableOrSuggestedTokens_followSearching() throws {
        struct Token: Identifiable {
            let id: String
        }
        struct Tagged: View {
            @State var query = ""
            @State var editing = false
            @State var suggesting = false
            @State var tokens = [Token(id: "swift")]
            @State var suggested = [Token(id: "ui")]
            var body: some View {
                Text(editing ? "editing" : "idle")
                    .searchable(text: $query, editableTokens: $tokens, isPresented: $editing, prompt: "Tags") {
                        $token in Text(token.id)
                    }
                Text(suggesting ? "suggesting" : "idle")
                    .searchable(
                        text: $query, tokens: $tokens, suggestedTokens: $suggested, isPresented: $suggesting,
                        prompt: "Topics"
                    ) { Text($0.id) }
            }
        }
        let host = ViewHost(Tagged())
        try host.type("ui", into: "Tags")
        #expect(host.render() == "Search: [ui]\nediting\nSearch: [ui]\nidle")
        try host.type("kit", into: "Topics")
        #expect(host.render().hasSuffix("Search: [kit]\nsuggesting"))
    }
}
