import SwiftUI

public struct PantryApp: App {
    @State private var pantry = Pantry()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            PantryView()
                .environment(pantry)
        }
    }
}

struct PantryView: View {
    @Environment(Pantry.self) private var pantry
    @State private var category: PantryItem.Category? = .baking
    @State private var isAddingItem = false

    var body: some View {
        NavigationSplitView {
            List(PantryItem.Category.allCases, selection: $category) { category in
                NavigationLink(value: category) {
                    Label(category.rawValue, systemImage: category.symbol)
                }
            }
            .navigationTitle("Pantry")
            .toolbar {
                Button {
                    isAddingItem = true
                } label: {
                    Label("Add Item", systemImage: "plus")
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text(pantry.lowItems.isEmpty ? "Fully stocked" : "\(pantry.lowItems.count) running low")
            }
        } detail: {
            if let category {
                CategoryView(category: category)
            } else {
                Text("Pick a category")
            }
        }
        .sheet(isPresented: $isAddingItem) {
            AddItemView(category: category ?? .baking)
        }
    }
}
