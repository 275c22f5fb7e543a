import Testing
import TextUI

/// A picker over an optional selection chooses the option tagged with the value it holds, as
/// `tag(_:includeOptional:)` documents: its `includeOptional`, true by default, sets the tag for
/// `Optional<V>` too (developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)).
/// SwiftData apps pick a relationship this way (`Picker(selection: $friend.favoriteMovie)` over
/// `ForEach(movies) { Text($0.title).tag($0) }` and `Text("None").tag(nil as Movie?)`).
@MainActor
@Suite struct PickerOptionalSelectionTests {
    final class Movie: Hashable {
        let title: String
        init(_ title: String) { self.title = title }
        static func == (lhs: Movie, rhs: Movie) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    struct FavoritePicker: View {
        let movies: [Movie]
        @State var favorite: Movie?
        var includeOptional = true
        var body: some View {
            Picker("Favorite", selection: $favorite) {
                Text("None").tag(nil as Movie?)
                ForEach(movies, id: \.title) { movie in
                    Text(movie.title).tag(movie, includeOptional: includeOptional)
                }
            }
        }
    }

    @Test func anOptionalSelection_choosesTheOptionTaggedWithTheValueItHolds() throws {
        let movies = [Movie("Alien"), Movie("Heat")]
        let host = ViewHost(FavoritePicker(movies: movies, favorite: movies[1]))
        #expect(host.render() == "Favorite: ( ) None ( ) Alien (*) Heat", "\(host.render())")

        try host.select("Alien", in: "Favorite")
        #expect(host.render() == "Favorite: ( ) None (*) Alien ( ) Heat", "\(host.render())")
        try host.select("None", in: "Favorite")
        #expect(host.render() == "Favorite: (*) None ( ) Alien ( ) Heat", "\(host.render())")
    }

    @Test func withoutIncludeOptional_theOptionalSelectionChoosesNoTaggedValue() {
        let movies = [Movie("Alien")]
        let host = ViewHost(FavoritePicker(movies: movies, favorite: movies[0], includeOptional: false))
        #expect(host.render() == "Favorite: ( ) None ( ) Alien", "\(host.render())")
    }
}
