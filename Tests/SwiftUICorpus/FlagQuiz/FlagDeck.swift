import Foundation

struct FlagDeck {
    var countries: [String]

    static let standard = FlagDeck(countries: [
        "Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain",
    ])

    mutating func shuffle() {
        countries.shuffle()
    }
}
