import Foundation

/// How a chart writes the values it labels: numbers as ``ChartNumberFormat`` writes them,
/// categories as they are, dates in the chart's time zone, as precisely as the dates need
/// (`Jan 5` for dates at midnight, `Jan 5 14:30` otherwise), in English whatever the locale, so the
/// text is the same on every machine.
struct ChartLabels {
    /// Made only for charts that plot dates.
    private let formatter: DateFormatter?

    init(dates: [Date], timeZone: TimeZone) {
        guard !dates.isEmpty else {
            formatter = nil
            return
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let atMidnight = dates.allSatisfy { calendar.startOfDay(for: $0) == $0 }
        let years = Set(dates.map { calendar.component(.year, from: $0) })
        let day = years.count > 1 ? "MMM d yyyy" : "MMM d"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        formatter.dateFormat = atMidnight ? day : day + " HH:mm"
        self.formatter = formatter
    }

    func text(_ value: ChartDataValue) -> String {
        switch value {
        case .number(let number): ChartNumberFormat.text(number)
        case .category(let category): category
        case .date(let date): formatter?.string(from: date) ?? date.formatted(.iso8601)
        }
    }
}
