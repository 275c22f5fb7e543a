import Foundation
import Observation

@Observable
final class Pantry {
    var items: [PantryItem] = [
        PantryItem(name: "Flour", category: .baking, quantity: 1, minimum: 2),
        PantryItem(name: "Sugar", category: .baking, quantity: 3),
        PantryItem(name: "Carrots", category: .produce, quantity: 6, minimum: 4),
        PantryItem(name: "Cumin", category: .spices, quantity: 0),
    ]

    func items(in category: PantryItem.Category) -> [PantryItem] {
        items.filter { $0.category == category }
    }

    var lowItems: [PantryItem] {
        items.filter(\.isLow)
    }

    func add(name: String, category: PantryItem.Category) {
        items.append(PantryItem(name: name, category: category, quantity: 1))
    }
}
