import SwiftData
import SwiftUI
import Testing

@testable import RecipeBox

/// A SwiftData list-detail app as people write it (`@Model` classes with a cascading
/// relationship, a `@Query` built in the list's initializer from the search text, a detail editing
/// the model through `@Bindable`), driven as a person uses it. `Query`
/// (developer.apple.com/documentation/swiftdata/query) documents that the list follows the store,
/// `Relationship(_:deleteRule:…)` the cascade, and `ModelContainer.mainContext` its autosave.
@MainActor
@Suite struct RecipeBoxTests {
    private func makeSUT() throws -> (host: ViewHost, container: ModelContainer) {
        let container = try SampleData.makeContainer()
        return (ViewHost(ContentView().modelContainer(container)), container)
    }

    @Test func theList_showsTheStoredRecipesSortedByName() throws {
        let (host, _) = try makeSUT()
        #expect(
            host.render() == """
                Recipes
                ═══════
                [ Add Recipe ]
                Search: []
                Crêpes 1 ingredients ›
                Pan-fried curry 0 ingredients ›
                Pancakes 3 ingredients ›
                """)
    }

    @Test func searching_filtersTheQuery_ignoringCaseAndAccents() throws {
        let (host, _) = try makeSUT()
        try host.type("pan", into: "Search")
        #expect(host.render().hasSuffix("Search: [pan]\nPan-fried curry 0 ingredients ›\nPancakes 3 ingredients ›"))

        try host.type("CREPE", into: "Search")
        #expect(host.render().hasSuffix("Search: [CREPE]\nCrêpes 1 ingredients ›"))

        try host.type("soup", into: "Search")
        #expect(host.render().contains("No Recipes"))
        try host.type("", into: "Search")
        #expect(host.render().hasSuffix("Pancakes 3 ingredients ›"))
    }

    @Test func editingARecipe_inItsDetail_showsInTheList() throws {
        let (host, _) = try makeSUT()
        try host.tap("Pancakes")
        #expect(
            host.render().contains(
                "Name: [Pancakes]\n20 minutes [-|+]\nCategory: (*) Breakfast ( ) Main ( ) Dessert\n[x] Favorite"))
        #expect(host.render().hasSuffix("2 Eggs\n200 g Flour\n300 ml Milk\nNew ingredient: [] [ Add ] (disabled)"))

        try host.type("Buttermilk pancakes", into: "Name")
        try host.increment("20 minutes")
        try host.toggle("Favorite")
        try host.type("Butter", into: "New ingredient")
        try host.tap("Add")
        #expect(host.render().contains("Buttermilk pancakes\n═══════════════════"))
        #expect(host.render().contains("25 minutes [-|+]"))
        #expect(host.render().contains("[ ] Favorite"))
        #expect(
            host.render().hasSuffix("1 Butter\n2 Eggs\n200 g Flour\n300 ml Milk\nNew ingredient: [] [ Add ] (disabled)")
        )

        try host.tap("Back")
        #expect(
            host.render().hasSuffix(
                "Buttermilk pancakes 4 ingredients ›\nCrêpes 1 ingredients ›\nPan-fried curry 0 ingredients ›"))
    }

    @Test func addingAndDeletingRecipes_updatesTheList_andDeletingCascadesToIngredients() async throws {
        let (host, container) = try makeSUT()
        try host.tap("Add Recipe")
        #expect(host.render().contains("Crêpes 1 ingredients ›\nNew Recipe 0 ingredients ›\nPan-fried curry"))

        try host.deleteRow("Crêpes")
        #expect(!host.render().contains("Crêpes"))
        #expect(await host.settle(timeout: .seconds(600)))
        // The main context saves by itself, in a task on the main actor once the change is made.
        let deadline = ContinuousClock.now + .seconds(60)  // a hang guard only
        while container.mainContext.hasChanges, ContinuousClock.now < deadline { await Task.yield() }
        #expect(!container.mainContext.hasChanges)

        // Another context reads what the person did.
        let other = ModelContext(container)
        #expect(
            try other.fetch(FetchDescriptor<Recipe>(sortBy: [SortDescriptor(\.name)])).map(\.name) == [
                "New Recipe", "Pan-fried curry", "Pancakes",
            ])
        #expect(try other.fetchCount(FetchDescriptor<Ingredient>()) == 3, "the crêpes' flour went with them")
    }

    @Test func thePreview_mountsWithAnInMemoryContainer() throws {
        let preview = _textUIPreview(`RecipeBoxApp.swift:41:1`: ())
        let host = ViewHost(preview.makeView())
        #expect(host.render().contains("No Recipes"))
        try host.tap("Add Recipe")
        #expect(host.render().contains("New Recipe 0 ingredients ›"))
    }
}
