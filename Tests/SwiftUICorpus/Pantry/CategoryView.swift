import SwiftUI

struct CategoryView: View {
    @Environment(Pantry.self) private var pantry
    let category: PantryItem.Category

    var body: some View {
        List {
            ForEach(pantry.items(in: category)) { item in
                ItemRow(item: item)
            }
        }
        .navigationTitle(category.rawValue)
    }
}

struct ItemRow: View {
    @Bindable var item: PantryItem

    var body: some View {
        Stepper(value: $item.quantity, in: 0...99) {
            HStack {
                Text(item.name)
                Text("×\(item.quantity)")
                if item.isLow {
                    Text("low")
                        .foregroundStyle(.orange)
                }
            }
        }
    }
}

#Preview("Baking") {
    NavigationStack {
        CategoryView(category: .baking)
    }
    .environment(Pantry())
}
