import Foundation

/// A spending limit, as an `ObservableObject`: this file imports only Foundation, as iOS model
/// files do (Apple's Foundation makes Combine visible; the target's setting does it here).
final class Budget: ObservableObject {
    @Published var limit: Double

    init(limit: Double) {
        self.limit = limit
    }
}
