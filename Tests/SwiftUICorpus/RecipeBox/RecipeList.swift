import SwiftData
import SwiftUI

struct RecipeList: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var recipes: [Recipe]

    init(searchText: String) {
        _recipes = Query(
            filter: #Predicate<Recipe> { recipe in
                searchText.isEmpty || recipe.name.localizedStandardContains(searchText)
            },
            sort: \Recipe.name
        )
    }

    var body: some View {
        if recipes.isEmpty {
            ContentUnavailableView("No Recipes", systemImage: "book", description: Text("Add a recipe to get started."))
        } else {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe)
                    }
                }
                .onDelete(perform: deleteRecipes)
            }
        }
    }

    private func deleteRecipes(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(recipes[index])
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            if recipe.isFavorite {
                Image(systemName: "star.fill")
            }
            Spacer()
            Text("\(recipe.ingredients.count) ingredients")
        }
    }
}
