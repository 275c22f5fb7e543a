import Foundation
import OSLog
import Observation

private let logger = Logger(subsystem: "com.example.HabitLog", category: "store")

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
        logger.debug("Added \(habit.name, privacy: .public); \(self.habits.count) habits")
    }

    func complete(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].completions += 1
    }

    private func save() {
        do {
            UserDefaults.standard.set(try JSONEncoder().encode(habits), forKey: Self.key)
        } catch {
            logger.error("Could not save the habits: \(error.localizedDescription)")
        }
    }
}
