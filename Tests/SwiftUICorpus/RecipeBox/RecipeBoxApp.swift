import SwiftData
import SwiftUI

public struct RecipeBoxApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: Recipe.self)
    }
}

public struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var searchText = ""

    public init() {}

    public var body: some View {
        NavigationStack {
            RecipeList(searchText: searchText)
                .navigationTitle("Recipes")
                .searchable(text: $searchText, prompt: "Search recipes")
                .toolbar {
                    Button("Add Recipe", systemImage: "plus", action: addRecipe)
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeDetailView(recipe: recipe)
                }
        }
    }

    private func addRecipe() {
        let recipe = Recipe(name: "New Recipe", minutes: 10, category: .main)
        modelContext.insert(recipe)
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Recipe.self, inMemory: true)
}
