import Foundation

public struct Meeting: Identifiable, Hashable, Sendable {
    public let id = UUID()
    public var title: String
    public var attendees: [String]
    public var lengthInMinutes: Int

    public init(title: String, attendees: [String], lengthInMinutes: Int) {
        self.title = title
        self.attendees = attendees
        self.lengthInMinutes = lengthInMinutes
    }

    public static let sampleData = [
        Meeting(title: "Standup", attendees: ["Ada", "Grace", "Linus"], lengthInMinutes: 3),
        Meeting(title: "Retro", attendees: ["Ada", "Barbara"], lengthInMinutes: 10),
    ]
}
