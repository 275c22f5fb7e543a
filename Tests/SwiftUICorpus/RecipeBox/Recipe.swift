import Foundation
import SwiftData

@Model
final class Recipe {
    var name: String
    var summary: String
    var minutes: Int
    var isFavorite: Bool
    var category: Category
    var createdAt: Date
    @Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe)
    var ingredients: [Ingredient] = []

    init(
        name: String, summary: String = "", minutes: Int, category: Category, isFavorite: Bool = false,
        createdAt: Date = .now
    ) {
        self.name = name
        self.summary = summary
        self.minutes = minutes
        self.category = category
        self.isFavorite = isFavorite
        self.createdAt = createdAt
    }

    enum Category: String, Codable, CaseIterable, Identifiable {
        case breakfast, main, dessert

        var id: Self { self }
    }
}

@Model
final class Ingredient {
    var name: String
    var amount: String
    var recipe: Recipe?

    init(name: String, amount: String) {
        self.name = name
        self.amount = amount
    }
}
