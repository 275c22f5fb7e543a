import Charts
import SwiftUI

struct DistanceChart: View {
    let days: [DailyActivity]
    let showsAverage: Bool

    private var average: Double {
        guard !days.isEmpty else { return 0 }
        return days.map(\.distance).reduce(0, +) / Double(days.count)
    }

    var body: some View {
        Chart {
            ForEach(days) { day in
                LineMark(
                    x: .value("Date", day.date),
                    y: .value("Distance", day.distance)
                )
                .interpolationMethod(.catmullRom)

                PointMark(
                    x: .value("Date", day.date),
                    y: .value("Distance", day.distance)
                )
                .symbolSize(30)
            }

            if showsAverage {
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top, alignment: .trailing) {
                        Text("Avg \(average, specifier: "%.1f") km")
                            .font(.caption)
                    }
            }
        }
        .chartYScale(domain: 0...8)
        .chartYAxisLabel("km")
        .frame(height: 180)
    }
}
