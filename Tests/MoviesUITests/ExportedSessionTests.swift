// A test exported by the movies workbench: a session on MovieBrowser, replayed.
// Add it to a test target that may import what it imports.
import Foundation
import Movies
import MoviesUI
import Testing
import TextUI
import TextUITesting

@MainActor
@Test private func replaysWorkbenchSessionOnMovieBrowser() async throws {
    // Dates show in the zone the session showed them in, wherever the test runs.
    HostTimeZone.set("UTC")
    let movies = Binding.variable(try JSONFixture.decode(Swift.Array<Movies.Movie>.self, "[]"))
    let status = Binding.variable(try JSONFixture.decode(MoviesUI.MovieLoadStatus.self, #""idle""#))
    let query = Binding.variable(try JSONFixture.decode(Swift.String.self, #""""#))
    let sort = Binding.variable(try JSONFixture.decode(MoviesUI.MovieSortOrder.self, #""title""#))
    let favorites = Binding.variable(try JSONFixture.decode(Swift.Array<Swift.Int>.self, "[]"))
    let selection = Binding.variable(try JSONFixture.decode(Swift.Optional<Swift.Int>.self, "null"))
    var loader = try MoviesUIPlugin.loader.make(choice: "sample", argument: nil)
    var host = ViewHost(
        MovieBrowser(
            movies: movies, status: status, query: query, sort: sort, favorites: favorites, selection: selection,
            loader: loader),
        appStorage: StoredValues())
    await host.settle()

    try host.type("the", into: "Search")
    await host.settle()

    try host.select("Year", in: "Sort")
    await host.settle()

    try host.tap("The Dark Knight")
    await host.settle()

    try host.toggle("Favorite")
    await host.settle()

    // set movies[0].title "Renamed"
    try JSONFixture.update(&movies.wrappedValue, at: "movies[0].title", json: #""Renamed""#)
    await host.settle()

    // use loader failing: the component mounts again with it
    loader = try MoviesUIPlugin.loader.make(choice: "failing", argument: nil)
    host.unmount()
    host = ViewHost(
        MovieBrowser(
            movies: movies, status: status, query: query, sort: sort, favorites: favorites, selection: selection,
            loader: loader),
        appStorage: host.appStorage)
    await host.settle()

    try host.tap("Reload")
    await host.settle()

    let finalMovies = try JSONFixture.encode(movies.wrappedValue)
    let expectedMovies = try JSONFixture.encode(
        JSONFixture.decode(
            Swift.Array<Movies.Movie>.self,
            #"""
            [
              {"id":278,"overview":"A banker sentenced to life for a double murder he swears he did not commit slowly earns the trust of his fellow inmates. Over two decades he keeps a quiet hope alive behind the walls of Shawshank.","posterPath":"/9cqNxx0GxF0bflZmeSMuL5tnGzr.jpg","rating":8.711,"releaseDate":"1994-09-23","title":"Renamed"},
              {"id":238,"overview":"The ageing head of a New York crime family survives an attempt on his life. His youngest son, who wanted no part of the business, is drawn in to protect them all.","posterPath":"/3bhkrj58Vtu7enYsRolD1fZdja1.jpg","rating":8.686,"releaseDate":"1972-03-14","title":"The Godfather"},
              {"id":240,"overview":"Two stories run side by side: a young Vito building his place in early New York, and his son Michael tightening his grip on the family decades later.","posterPath":"/hek3koDUyRQk7FIhPXsa6mT2Zc3.jpg","rating":8.57,"releaseDate":"1974-12-20","title":"The Godfather Part II"},
              {"id":424,"overview":"An opportunistic German industrialist in occupied Poland comes to use his factory to shield more than a thousand Jewish workers from the Holocaust.","posterPath":"/sF1U4EUQS8YHUYjNl3pMGNIQyr0.jpg","rating":8.564,"releaseDate":"1993-12-15","title":"Schindler's List"},
              {"id":389,"overview":"In a stifling jury room, one juror refuses to rush a guilty verdict in a murder trial. One by one, the other eleven are made to look again at the evidence and at themselves.","posterPath":"/ow3wq89wM8qd5X7hWKxiRfsFf9C.jpg","rating":8.548,"releaseDate":"1957-04-10","title":"12 Angry Men"},
              {"id":129,"overview":"A sulky ten-year-old wanders into a bathhouse for spirits after her parents are turned into pigs. To save them she must work, keep her name and find her courage.","posterPath":"/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg","rating":8.537,"releaseDate":"2001-07-20","title":"Spirited Away"},
              {"id":155,"overview":"Batman, a determined police lieutenant and a new district attorney set out to break Gotham's mobs, until a grinning anarchist called the Joker turns the city against itself.","posterPath":"/qJ2tW6WMUDux911r6m7haRef0WH.jpg","rating":8.52,"releaseDate":"2008-07-16","title":"The Dark Knight"},
              {"id":19404,"overview":"Two young Indians living in London fall for each other on a trip across Europe. She is promised to another man in Punjab, so he follows her home to win over her family the honest way.","posterPath":"/rfcy6Gd3PbFIqwZX5U8xnbv7jOc.jpg","rating":8.517,"releaseDate":"1995-10-20","title":"Dilwale Dulhania Le Jayenge"},
              {"id":497,"overview":"A death row guard in 1930s Louisiana comes to believe that a gentle giant awaiting execution has a miraculous gift for healing.","posterPath":"/8VG8fDNiy50H4FedGwdSVUPoaJe.jpg","rating":8.505,"releaseDate":"1999-12-10","title":"The Green Mile"},
              {"id":496243,"overview":"A broke family worms its way, one job at a time, into the household of a wealthy couple. The arrangement works perfectly until the house turns out to hold a secret of its own.","posterPath":"/7IiTTgloJzvGI1TAYymCfbfl3vT.jpg","rating":8.499,"releaseDate":"2019-05-30","title":"Parasite"},
              {"id":680,"overview":"Two talkative hit men, a boxer who will not throw a fight and a gangster's wife cross paths in a series of Los Angeles stories told out of order.","posterPath":"/vQWk5YBFWF4bZaofAbv0tShwBvQ.jpg","rating":8.489,"releaseDate":"1994-09-10","title":"Pulp Fiction"},
              {"id":122,"overview":"While the free peoples gather for a last stand against Sauron, Frodo and Sam, guided by the treacherous Gollum, climb toward Mount Doom to destroy the Ring.","posterPath":"/rCzpDGLbOoPwLjy3OAm5NUPOTrC.jpg","rating":8.485,"releaseDate":"2003-12-17","title":"The Lord of the Rings: The Return of the King"},
              {"id":372058,"overview":"A schoolgirl in a mountain town and a schoolboy in Tokyo start waking up in each other's bodies. When the swaps suddenly stop, he sets out to find her.","posterPath":"/8GJsy7w7frGquw1cy9jasOGNNI1.jpg","rating":8.5,"releaseDate":"2016-08-26","title":"Your Name."},
              {"id":13,"overview":"A kind-hearted man from Alabama drifts through three decades of American history, never losing his devotion to his childhood friend Jenny.","posterPath":"/arw2vcBveWOVZr6pxd9XTd1TdQa.jpg","rating":8.468,"releaseDate":"1994-06-23","title":"Forrest Gump"},
              {"id":429,"overview":"During the Civil War, three gunmen who trust nobody race each other across the Southwest toward a fortune in Confederate gold buried in a cemetery.","posterPath":"/bX2xnavhMYjWDoZp1VM6VnU1xwe.jpg","rating":8.461,"releaseDate":"1966-12-22","title":"The Good, the Bad and the Ugly"},
              {"id":157336,"overview":"With crops failing on Earth, a former pilot leaves his children to fly through a wormhole in search of a world humanity could move to.","posterPath":"/gEU2QniE6E77NI6lCU6MxlNBvIx.jpg","rating":8.455,"releaseDate":"2014-11-05","title":"Interstellar"},
              {"id":769,"overview":"Henry Hill grows up idolising the mobsters on his Brooklyn street and spends thirty years inside their world, from its glamour to its paranoia.","posterPath":"/aKuFiU82s5ISJpGZp7YkIr3kCUd.jpg","rating":8.455,"releaseDate":"1990-09-12","title":"GoodFellas"},
              {"id":346,"overview":"Farmers tired of being robbed every harvest hire seven masterless samurai, paid only in rice, to defend their village against forty bandits.","posterPath":"/8OKmBV5BUFzmozIC3pPWKHy17kx.jpg","rating":8.5,"releaseDate":"1954-04-26","title":"Seven Samurai"},
              {"id":12477,"overview":"After the firebombing of Kobe, a teenage boy and his little sister try to survive on their own in the last months of the Second World War.","posterPath":"/k9tv1rXZbOhH7eiCk378x61kNQ1.jpg","rating":8.448,"releaseDate":"1988-04-16","title":"Grave of the Fireflies"},
              {"id":637,"overview":"A playful Jewish bookseller in Tuscany is deported with his young son, and convinces the boy that life in the camp is an elaborate game with a tank as the prize.","posterPath":"/74hLDKjD5aGYOotO6esUVaeISa2.jpg","rating":8.4,"releaseDate":"1997-12-20","title":"Life Is Beautiful"},
              {"id":11216,"overview":"A successful film director returns to his Sicilian village for a funeral and remembers the projectionist who taught him to love the movies.","posterPath":"/8SRUfRUi6x4O68n0VCbDNRa6iGL.jpg","rating":8.45,"releaseDate":"1988-11-17","title":"Cinema Paradiso"},
              {"id":77338,"overview":"A wealthy Parisian left paralysed by a paragliding accident hires an unlikely carer from the suburbs, and the two become firm friends.","posterPath":"/4mFsNQwbD0F237Tx7gAPotd0nbJ.jpg","rating":8.3,"releaseDate":"2011-11-02","title":"The Intouchables"},
              {"id":128,"overview":"Cursed by a raging boar god, a young prince travels west and finds himself between a forest's ancient spirits and an ironworks town that is cutting it down.","posterPath":"/gzlJkVfWV5VEG5xK25cvFGJgkDz.jpg","rating":8.3,"releaseDate":"1997-07-12","title":"Princess Mononoke"},
              {"id":11,"overview":"A farm boy on a desert planet, an old knight, a smuggler and two droids set out to rescue a captured princess and bring down the Empire's battle station.","posterPath":"/6FfCtAuVAW8XJjZ7eWeLibRLWTw.jpg","rating":8.2,"releaseDate":"1977-05-25","title":"Star Wars"},
              {"id":550,"overview":"An insomniac office worker meets a charismatic soap maker, and together they start an underground club where men fight bare-knuckle. The club soon grows into something far more dangerous.","posterPath":"/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg","rating":8.433,"releaseDate":"1999-10-15","title":"Fight Club"},
              {"id":194,"overview":"A shy waitress in Montmartre decides to secretly improve the lives of the people around her, while avoiding the chance to improve her own.","posterPath":null,"rating":7.9,"releaseDate":"2001-04-25","title":"Amélie"},
              {"id":101,"overview":"A solitary hit man in New York reluctantly takes in the twelve-year-old girl next door after corrupt agents kill her family. She wants to learn his trade.","posterPath":"/wHqGb8J6tXBVwjqWooGMtNEjs2A.jpg","rating":8.3,"releaseDate":"1994-09-14","title":"Léon: The Professional"},
              {"id":10681,"overview":"Centuries after people abandoned a rubbish-covered Earth, a lonely trash-compacting robot falls for a sleek probe and follows her into space.","posterPath":"/hbhFnRzzg6ZDmm8YAmxBnQpQIPh.jpg","rating":8.1,"releaseDate":"2008-06-22","title":"WALL·E"},
              {"id":105,"overview":"A teenager is sent thirty years into the past in a time-travelling car and accidentally keeps his parents from meeting. He has a week to fix it and get home.","posterPath":"/fNOH9f1aA7XRTzl1sAOx9iF553Q.jpg","rating":8.3,"releaseDate":"1985-07-03","title":"Back to the Future"},
              {"id":679,"overview":"Ripley wakes after decades adrift and returns, with a squad of colonial marines, to the planet where her crew first met the creature.","posterPath":"/r1x5JGpyqZU8PYhbs4UcrO1Xb6x.jpg","rating":7.9,"releaseDate":"1986-07-18","title":"Aliens"},
              {"id":280,"overview":"A reprogrammed cyborg is sent back in time to protect a boy who will one day lead humanity, hunted by a newer machine made of liquid metal.","posterPath":"/5M0j0B18abtBI5gi2RhfjjurTqb.jpg","rating":8.1,"releaseDate":"1991-07-03","title":"Terminator 2: Judgment Day"},
              {"id":78,"overview":"In a rain-soaked Los Angeles of 2019, a weary detective is ordered to hunt down four synthetic humans who have come to Earth looking for more life.","posterPath":"/63N9uy8nd9j7Eog2axPQ8lbr3Wj.jpg","rating":7.9,"releaseDate":"1982-06-25","title":"Blade Runner"}
            ]
            """#))
    #expect(finalMovies == expectedMovies)
    let finalStatus = try JSONFixture.encode(status.wrappedValue)
    #expect(finalStatus == #"{"failed":"The failing loader always fails."}"#)
    let finalQuery = try JSONFixture.encode(query.wrappedValue)
    #expect(finalQuery == #""the""#)
    let finalSort = try JSONFixture.encode(sort.wrappedValue)
    #expect(finalSort == #""year""#)
    let finalFavorites = try JSONFixture.encode(favorites.wrappedValue)
    #expect(finalFavorites == "[155]")
    let finalSelection = try JSONFixture.encode(selection.wrappedValue)
    #expect(finalSelection == "155")
    let rendering = host.render()
    #expect(
        rendering == #"""
            Search: [the]
            Sort: ( ) Title (*) Year ( ) Rating ↓ newest first
            [ Reload ]
            Load failed: The failing loader always fails.
            10 of 32 movies match "the"
              [ The Intouchables ] 2011 8.3
            > [ The Dark Knight ] 2008 8.5 *
              [ The Lord of the Rings: The Return of the King ] 2003 8.5
              [ The Green Mile ] 1999 8.5
              [ Léon: The Professional ] 1994 8.3
              [ Grave of the Fireflies ] 1988 8.4
              [ Back to the Future ] 1985 8.3
              [ The Godfather Part II ] 1974 8.6
              [ The Godfather ] 1972 8.7
              [ The Good, the Bad and the Ugly ] 1966 8.5
            ── The Dark Knight ──
            Released 2008, rated 8.5
            Batman, a determined police lieutenant and a new district attorney set out to break Gotham's mobs, until a grinning anarchist called the Joker turns the city against itself.
            [x] Favorite
            [ Close ]
            """#
    )
    host.unmount()
}
