import Charts
import SwiftUI

struct StepsChart: View {
    let days: [DailyActivity]
    let goal: Int

    var body: some View {
        Chart {
            ForEach(days) { day in
                BarMark(
                    x: .value("Day", day.date, unit: .day),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(day.steps >= goal ? Color.green : Color.gray)
                .cornerRadius(4)
            }

            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .frame(height: 220)
    }
}
