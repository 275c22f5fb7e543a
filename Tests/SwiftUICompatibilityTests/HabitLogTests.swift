import Foundation
import HabitLog
import SwiftUI
import Testing

/// A habit tracker over an `@Observable` store kept in `UserDefaults` works as a person uses it: a
/// form in a sheet (a date picker, a stepper, a colour picker, a toggle that reveals a time
/// picker), a gauge per row, leading swipe actions, a context menu, edit mode, a filter picker in
/// the bottom bar and a detail screen. Serialized: every test starts from the same stored habits.
@MainActor
@Suite(.serialized) struct HabitLogTests {
    /// The key the app keeps its habits under.
    private static let key = "HabitLog.habits"
    /// One stored habit: "Read", daily, 2 of 7 done.
    private static let read =
        ##"[{"id":"6F1C3A52-1111-4C6B-9E5D-000000000001","name":"Read","frequency":"Daily","##
        + ##""startDate":725846400,"goal":7,"completions":2,"colorHex":"#34C759"}]"##

    /// A host of the app over `stored` (a JSON array of habits, or nothing).
    private func makeSUT(stored: String? = Self.read) -> ViewHost {
        if let stored {
            UserDefaults.standard.set(Data(stored.utf8), forKey: Self.key)
        } else {
            UserDefaults.standard.removeObject(forKey: Self.key)
        }
        return ViewHost(app: HabitLogApp())
    }

    @Test func noHabits_showsWhatToDo_andItsButtonOpensTheForm() throws {
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        let host = makeSUT(stored: nil)
        #expect(host.render().contains("No Habits\nAdd a habit to start tracking it.\n[ Add Habit ]"))

        #expect(throws: ViewHostError.self) { try host.tap("Add Habit") }  // the toolbar's too
        try host.tap("Edit")
        #expect(host.render().contains("[ Done ]"))
    }

    @Test func addingAHabit_throughTheForm_listsIt_andKeepsIt() throws {
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        let host = makeSUT()
        try host.tap("Add Habit")
        #expect(host.render().contains("[ Cancel ] [ Save ] (disabled)"))
        #expect(!host.render().contains("Time:"))

        try host.type("Stretch", into: "Name")
        try host.increment("Goal: 7 times")
        try host.select("Weekly", in: "Frequency")
        try host.pick(date: Date(timeIntervalSince1970: 1_706_745_600), in: "Start date")  // 1 Feb 2024
        try host.toggle("Remind me")
        #expect(host.render().contains("Goal: 8 times [-|+]"))
        #expect(host.render().contains("[x] Remind me\nTime: 08:00"))
        try host.tap("Save")

        let list = host.render()
        #expect(!list.contains("New Habit"))
        #expect(list.contains("Stretch"))
        #expect(list.contains("Progress [----------] 0/8 ›\nWeekly · since 1 Feb 2024"))
        let relaunched = ViewHost(app: HabitLogApp())
        #expect(relaunched.render().contains("Stretch"), "the store saved it")
    }

    @Test func swipingAndTheContextMenu_markDone_andDelete() throws {
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        let host = makeSUT()

        try host.swipe("Read", edge: .leading)
        #expect(host.render().contains("[ Done ] › Read"))
        try host.tap("Done")
        #expect(host.render().contains("Read                     Progress [####------] 3/7 ›"))

        try host.longPress("Read")
        try host.tap("Mark Done")
        #expect(host.render().contains("4/7"))
        try host.longPress("Read")
        try host.tap("Delete")
        #expect(host.render().contains("No Habits"))
    }

    @Test func theDetailScreen_marksDone_andTheListFollows() throws {
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        let host = makeSUT()
        try host.tap("Read")
        #expect(host.render().contains("Completed: 2\nToward the goal of 7 [###-------] 29%"))

        try host.tap("Mark Done")
        #expect(host.render().contains("Completed: 3\nToward the goal of 7 [####------] 43%"))
        try host.tap("Back")
        #expect(host.render().contains("3/7"))
    }

    @Test func theFilter_andEditMode_narrowAndDelete() throws {
        defer { UserDefaults.standard.removeObject(forKey: Self.key) }
        let host = makeSUT()
        try host.tap("Add Habit")
        try host.type("Budget", into: "Name")
        try host.select("Monthly", in: "Frequency")
        try host.tap("Save")

        try host.select("Monthly", in: "Frequency")
        #expect(host.render().contains("Budget"))
        #expect(!host.render().contains("Read"))

        try host.select("All", in: "Frequency")
        try host.tap("Edit")
        #expect(host.render().contains("⊖ Read"))
        try host.deleteRow("Read")
        #expect(!host.render().contains("Read"))
        #expect(host.render().contains("⊖ Budget"))
    }
}
