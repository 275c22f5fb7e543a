import SwiftUI

struct AddItemView: View {
    @Environment(Pantry.self) private var pantry
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var category: PantryItem.Category

    init(category: PantryItem.Category) {
        _category = State(initialValue: category)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Category", selection: $category) {
                    ForEach(PantryItem.Category.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        pantry.add(name: name, category: category)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
