import SwiftUI

struct HabitDetailView: View {
    @Environment(HabitStore.self) private var store
    let habit: Habit

    private var current: Habit {
        store.habits.first { $0.id == habit.id } ?? habit
    }

    var body: some View {
        List {
            LabeledContent("Frequency", value: current.frequency.rawValue)
            LabeledContent("Started") {
                Text(current.startDate, style: .date)
            }
            LabeledContent("Completed", value: current.completions, format: .number)
            ProgressView(value: current.progress) {
                Text("Toward the goal of \(current.goal)")
            }
            Button("Mark Done") {
                store.complete(current)
            }
        }
        .navigationTitle(current.name)
    }
}
