import SwiftUI

struct AddHabitView: View {
    @Environment(HabitStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var frequency = Habit.Frequency.daily
    @State private var startDate = Date(timeIntervalSince1970: 1_704_067_200)
    @State private var goal = 7
    @State private var color = Color.green
    @State private var reminders = false
    @State private var reminderTime = Date(timeIntervalSince1970: 1_704_096_000)

    var body: some View {
        NavigationStack {
            Form {
                Section("Habit") {
                    TextField("Name", text: $name)
                        .textInputAutocapitalization(.words)
                    Picker("Frequency", selection: $frequency) {
                        ForEach(Habit.Frequency.allCases) { frequency in
                            Text(frequency.rawValue).tag(frequency)
                        }
                    }
                    DatePicker("Start date", selection: $startDate, displayedComponents: .date)
                    Stepper("Goal: \(goal) times", value: $goal, in: 1...31)
                    ColorPicker("Color", selection: $color, supportsOpacity: false)
                }

                Section {
                    Toggle("Remind me", isOn: $reminders.animation())
                    if reminders {
                        DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                    }
                }
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(
                            Habit(name: name, frequency: frequency, startDate: startDate, goal: goal))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
