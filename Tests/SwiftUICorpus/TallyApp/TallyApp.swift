import SwiftUI

@main
struct TallyApp: App {
    @StateObject private var counter = Counter()

    var body: some Scene {
        WindowGroup {
            CounterView(counter: counter)
                .task {
                    await counter.restore()
                }
        }
    }
}
