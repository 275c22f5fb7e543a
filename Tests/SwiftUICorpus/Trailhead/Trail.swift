import Foundation

struct Trail: Identifiable, Hashable {
    enum Difficulty: String, CaseIterable {
        case easy = "Easy"
        case moderate = "Moderate"
        case hard = "Hard"
    }

    let id: Int
    let name: String
    let park: String
    let miles: Double
    let difficulty: Difficulty
    let website: URL

    static let all: [Trail] = [
        Trail(
            id: 1, name: "Angels Landing", park: "Zion", miles: 5.4, difficulty: .hard,
            website: URL(string: "https://example.org/trails/angels-landing")!),
        Trail(
            id: 2, name: "Mist Trail", park: "Yosemite", miles: 3.0, difficulty: .moderate,
            website: URL(string: "https://example.org/trails/mist")!),
        Trail(
            id: 3, name: "Hidden Lake", park: "Glacier", miles: 5.3, difficulty: .easy,
            website: URL(string: "https://example.org/trails/hidden-lake")!),
    ]
}
