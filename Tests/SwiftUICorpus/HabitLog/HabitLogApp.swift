import SwiftUI

public struct HabitLogApp: App {
    @State private var log = HabitStore()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            HabitListView()
                .environment(log)
        }
    }
}
