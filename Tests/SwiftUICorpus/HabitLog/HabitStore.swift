import Foundation
import Observation

@Observable
final class HabitStore {
    private static let key = "HabitLog.habits"

    var habits: [Habit] {
        didSet { save() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.key),
            let decoded = try? JSONDecoder().decode([Habit].self, from: data)
        {
            habits = decoded
        } else {
            habits = []
        }
    }

    func add(_ habit: Habit) {
        habits.append(habit)
    }

    func complete(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].completions += 1
    }

    private func save() {
        if let data = try? JSONEncoder().encode(habits) {
            UserDefaults.standard.set(data, forKey: Self.key)
        }
    }
}
