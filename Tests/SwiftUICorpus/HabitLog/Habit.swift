import SwiftUI

struct Habit: Identifiable, Codable, Hashable {
    enum Frequency: String, Codable, CaseIterable, Identifiable {
        case daily = "Daily"
        case weekly = "Weekly"
        case monthly = "Monthly"

        var id: Self { self }
    }

    var id = UUID()
    var name: String
    var frequency: Frequency
    var startDate: Date
    var goal: Int
    var completions: Int = 0
    var colorHex: String = "#34C759"

    var color: Color {
        Color(hex: colorHex) ?? .green
    }

    var progress: Double {
        goal == 0 ? 0 : min(Double(completions) / Double(goal), 1)
    }
}

extension Color {
    init?(hex: String) {
        var value: UInt64 = 0
        let digits = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        guard digits.count == 6, Scanner(string: digits).scanHexInt64(&value) else { return nil }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}
