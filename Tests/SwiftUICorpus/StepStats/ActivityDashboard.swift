import Charts
import SwiftUI

struct ActivityDashboard: View {
    let days: [DailyActivity]
    var goal = 8_000

    @State private var period: Period = .week
    @State private var showsAverage = false

    private var shownDays: [DailyActivity] {
        Array(days.suffix(period.days))
    }

    private var totalSteps: Int {
        shownDays.map(\.steps).reduce(0, +)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Picker("Period", selection: $period) {
                        ForEach(Period.allCases) { period in
                            Text(period.rawValue).tag(period)
                        }
                    }
                    .pickerStyle(.segmented)

                    Text("\(totalSteps) steps in \(shownDays.count) days")
                        .font(.headline)

                    GroupBox("Steps") {
                        StepsChart(days: shownDays, goal: goal)
                    }

                    GroupBox("Distance") {
                        Toggle("Show average", isOn: $showsAverage)
                        DistanceChart(days: shownDays, showsAverage: showsAverage)
                    }

                    GroupBox("Activities") {
                        ActivityShareChart(days: shownDays)
                    }
                }
                .padding()
            }
            .navigationTitle("Activity")
        }
    }
}

#Preview {
    ActivityDashboard(days: DailyActivity.sample(endingOn: .now))
}

/// What the previews and the tests show: the dashboard over four sample weeks.
public enum StepStatsPreview {
    @MainActor public static func dashboard(endingOn lastDay: Date) -> some View {
        ActivityDashboard(days: DailyActivity.sample(endingOn: lastDay))
    }
}
