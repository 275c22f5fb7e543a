import Combine
import Foundation

@MainActor
final class Counter: ObservableObject {
    @Published private(set) var count = 0
    @Published var step = 1

    func restore() async {
        try? await Task.sleep(nanoseconds: 10_000_000)
        count = 41
        increment()
    }

    func increment() {
        count += step
    }

    func reset() {
        count = 0
    }
}
