import SwiftUI

struct CrewMember: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let role: String
}

struct Mission: Codable, Hashable, Identifiable {
    let id: Int
    let name: String
    let launchDate: Date?
    let crew: [CrewMember]
    let summary: String

    var displayName: String { "Orbit \(id)" }
    var image: String { "orbit\(id)" }

    var formattedLaunchDate: String {
        launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
    }
}

extension Mission {
    static let all: [Mission] = {
        let json = """
            [
              {"id": 1, "name": "Pathfinder", "launchDate": "1998-03-14", "summary": "First crewed test of the station ring.",
               "crew": [{"id": "ayala", "name": "Rosa Ayala", "role": "Commander"}, {"id": "okafor", "name": "Ben Okafor", "role": "Pilot"}]},
              {"id": 2, "name": "Lantern", "launchDate": "2001-07-02", "summary": "Solar array repair.",
               "crew": [{"id": "lindqvist", "name": "Ida Lindqvist", "role": "Commander"}]},
              {"id": 3, "name": "Quarry", "summary": "Cancelled before launch.", "crew": []}
            ]
            """
        let decoder = JSONDecoder()
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        decoder.dateDecodingStrategy = .formatted(formatter)
        do {
            return try decoder.decode([Mission].self, from: Data(json.utf8))
        } catch {
            fatalError("Failed to decode missions: \(error)")
        }
    }()
}

extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}
