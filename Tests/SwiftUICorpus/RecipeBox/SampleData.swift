import Foundation
import SwiftData

/// Sample recipes in an in-memory container, for previews and tests.
@MainActor
public enum SampleData {
    public static func makeContainer() throws -> ModelContainer {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Recipe.self, configurations: configuration)
        let pancakes = Recipe(name: "Pancakes", minutes: 20, category: .breakfast, isFavorite: true)
        pancakes.ingredients = [
            Ingredient(name: "Flour", amount: "200 g"),
            Ingredient(name: "Milk", amount: "300 ml"),
            Ingredient(name: "Eggs", amount: "2"),
        ]
        let crepes = Recipe(name: "Crêpes", minutes: 30, category: .dessert)
        crepes.ingredients = [Ingredient(name: "Flour", amount: "125 g")]
        let curry = Recipe(name: "Pan-fried curry", minutes: 45, category: .main)
        for recipe in [pancakes, crepes, curry] {
            container.mainContext.insert(recipe)
        }
        try container.mainContext.save()
        return container
    }
}
