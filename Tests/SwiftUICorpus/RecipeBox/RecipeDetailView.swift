import SwiftData
import SwiftUI

struct RecipeDetailView: View {
    @Bindable var recipe: Recipe
    @State private var newIngredient = ""

    var body: some View {
        Form {
            Section("Recipe") {
                TextField("Name", text: $recipe.name)
                Stepper("\(recipe.minutes) minutes", value: $recipe.minutes, in: 5...240, step: 5)
                Picker("Category", selection: $recipe.category) {
                    ForEach(Recipe.Category.allCases) { category in
                        Text(category.rawValue.capitalized).tag(category)
                    }
                }
                Toggle("Favorite", isOn: $recipe.isFavorite)
            }
            Section("Ingredients") {
                ForEach(recipe.ingredients.sorted { $0.name < $1.name }) { ingredient in
                    Text("\(ingredient.amount) \(ingredient.name)")
                }
                HStack {
                    TextField("New ingredient", text: $newIngredient)
                    Button("Add", action: addIngredient)
                        .disabled(newIngredient.isEmpty)
                }
            }
        }
        .navigationTitle(recipe.name)
    }

    private func addIngredient() {
        let ingredient = Ingredient(name: newIngredient, amount: "1")
        recipe.ingredients.append(ingredient)
        newIngredient = ""
    }
}
