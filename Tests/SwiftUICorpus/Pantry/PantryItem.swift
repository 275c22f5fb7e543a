import Foundation
import Observation

@Observable
final class PantryItem: Identifiable {
    enum Category: String, CaseIterable, Identifiable, Hashable {
        case baking = "Baking"
        case produce = "Produce"
        case spices = "Spices"

        var id: String { rawValue }
        var symbol: String {
            switch self {
            case .baking: "birthday.cake"
            case .produce: "carrot"
            case .spices: "leaf"
            }
        }
    }

    let id = UUID()
    var name: String
    var category: Category
    var quantity: Int
    var minimum: Int

    init(name: String, category: Category, quantity: Int, minimum: Int = 1) {
        self.name = name
        self.category = category
        self.quantity = quantity
        self.minimum = minimum
    }

    var isLow: Bool { quantity < minimum }
}
