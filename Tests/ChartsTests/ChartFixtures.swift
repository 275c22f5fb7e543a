import Charts
import Foundation
import TextUI

/// A day's step count, as dashboards keep them.
struct DailySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

/// A measurement on a date, in a series.
struct Reading: Identifiable {
    let id: Int
    let date: Date
    let value: Double
    let series: String
}

enum ChartFixtures {
    static let week = [
        DailySteps(day: "Mon", steps: 8_200), DailySteps(day: "Tue", steps: 4_100),
        DailySteps(day: "Wednesday", steps: 10_000),
    ]

    static let utc = TimeZone(identifier: "UTC")!

    /// 1 January 2024, midnight UTC.
    static let newYear = Date(timeIntervalSince1970: 1_704_067_200)

    /// `count` daily readings from 1 January 2024 (UTC), alternating between two series.
    static func readings(_ count: Int) -> [Reading] {
        (0..<count).map {
            Reading(
                id: $0, date: newYear.addingTimeInterval(Double($0) * 86_400), value: Double(($0 * 37) % 11),
                series: $0 % 2 == 0 ? "Walk" : "Run")
        }
    }
}

extension View {
    /// The view in UTC, so dates are written the same on every machine.
    func inUTC() -> some View {
        environment(\.timeZone, ChartFixtures.utc)
    }
}

/// The chart's rendering, mounted in a host.
@MainActor
func rendering(_ view: some View) -> String {
    ViewHost(view).render()
}
