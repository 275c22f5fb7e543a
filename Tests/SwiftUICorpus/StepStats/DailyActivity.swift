import Charts
import Foundation

enum Activity: String, CaseIterable, Identifiable, Plottable {
    case walking = "Walking"
    case running = "Running"
    case cycling = "Cycling"

    var id: String { rawValue }
}

struct DailyActivity: Identifiable {
    let date: Date
    let steps: Int
    let distance: Double
    let activity: Activity

    var id: Date { date }
}

extension DailyActivity {
    /// Four weeks of made-up days ending on `lastDay`, the same every time.
    static func sample(endingOn lastDay: Date, calendar: Calendar = .current) -> [DailyActivity] {
        let end = calendar.startOfDay(for: lastDay)
        return (0..<28).reversed().compactMap { daysAgo in
            guard let date = calendar.date(byAdding: .day, value: -daysAgo, to: end) else { return nil }
            let steps = 4_000 + (daysAgo * 1_733) % 9_000
            let activity = Activity.allCases[daysAgo % 3]
            return DailyActivity(
                date: date,
                steps: steps,
                distance: (Double(steps) * 0.0007 * 10).rounded() / 10,
                activity: activity
            )
        }
    }
}
