import Foundation

struct Card: Identifiable, Equatable {
    let id: Int
    let prompt: String
    let answer: String

    static let examples: [Card] = [
        Card(id: 1, prompt: "Capital of Portugal", answer: "Lisbon"),
        Card(id: 2, prompt: "Largest planet", answer: "Jupiter"),
        Card(id: 3, prompt: "H2O", answer: "Water"),
    ]
}
