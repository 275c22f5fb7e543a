import Foundation

/// The entries and their total, as an `@Observable` model in a file that imports only Foundation.
@Observable
final class Ledger {
    struct Entry: Identifiable, Equatable {
        let id: Int
        let title: String
        let amount: Double
    }

    private(set) var entries: [Entry] = []
    @ObservationIgnored private var nextID = 1

    var total: Double { entries.reduce(0) { $0 + $1.amount } }

    func add(_ title: String, amount: Double) {
        entries.append(Entry(id: nextID, title: title, amount: amount))
        nextID += 1
    }
}
