import Charts
import SwiftUI

struct ActivityShareChart: View {
    let days: [DailyActivity]

    private var totals: [(activity: Activity, steps: Int)] {
        Activity.allCases.map { activity in
            (activity, days.filter { $0.activity == activity }.map(\.steps).reduce(0, +))
        }
    }

    var body: some View {
        Chart(totals, id: \.activity) { total in
            SectorMark(
                angle: .value("Steps", total.steps),
                innerRadius: .ratio(0.6),
                angularInset: 1.5
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Activity", total.activity))
        }
        .chartForegroundStyleScale([
            Activity.walking: Color.blue,
            Activity.running: Color.orange,
            Activity.cycling: Color.green,
        ])
        .chartLegend(position: .bottom, alignment: .center)
        .frame(height: 200)
    }
}
