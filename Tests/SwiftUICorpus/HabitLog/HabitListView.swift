import SwiftUI

struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    @State private var showingAddHabit = false
    @State private var frequencyFilter: Habit.Frequency?

    private var visibleHabits: [Habit] {
        guard let frequencyFilter else { return store.habits }
        return store.habits.filter { $0.frequency == frequencyFilter }
    }

    var body: some View {
        @Bindable var store = store

        NavigationStack {
            Group {
                if store.habits.isEmpty {
                    ContentUnavailableView {
                        Label("No Habits", systemImage: "checklist")
                    } description: {
                        Text("Add a habit to start tracking it.")
                    } actions: {
                        Button("Add Habit") { showingAddHabit = true }
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    List {
                        ForEach(visibleHabits) { habit in
                            NavigationLink(value: habit) {
                                HabitRow(habit: habit)
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    store.complete(habit)
                                } label: {
                                    Label("Done", systemImage: "checkmark")
                                }
                                .tint(.green)
                            }
                            .contextMenu {
                                Button("Mark Done", systemImage: "checkmark.circle") {
                                    store.complete(habit)
                                }
                                Button("Delete", systemImage: "trash", role: .destructive) {
                                    store.habits.removeAll { $0.id == habit.id }
                                }
                            }
                        }
                        .onDelete { offsets in
                            let ids = offsets.map { visibleHabits[$0].id }
                            store.habits.removeAll { ids.contains($0.id) }
                        }
                        .onMove { from, to in
                            store.habits.move(fromOffsets: from, toOffset: to)
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                HabitDetailView(habit: habit)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Habit", systemImage: "plus") {
                        showingAddHabit = true
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Picker("Frequency", selection: $frequencyFilter) {
                        Text("All").tag(Habit.Frequency?.none)
                        ForEach(Habit.Frequency.allCases) { frequency in
                            Text(frequency.rawValue).tag(Optional(frequency))
                        }
                    }
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                AddHabitView()
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack {
            Circle()
                .fill(habit.color)
                .frame(width: 12, height: 12)
            VStack(alignment: .leading) {
                Text(habit.name)
                    .font(.headline)
                Text(
                    "\(habit.frequency.rawValue) · since \(habit.startDate.formatted(date: .abbreviated, time: .omitted))"
                )
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Gauge(value: habit.progress) {
                Text("Progress")
            } currentValueLabel: {
                Text("\(habit.completions)/\(habit.goal)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(habit.color)
        }
    }
}
