import CoreData
import SwiftUI

/// The list filtered by the first letters of the title, as the "dynamic filtering" lesson writes
/// it: a `FetchRequest` made in the initializer from a predicate string.
struct FilteredList<T: NSManagedObject, Content: View>: View {
    @FetchRequest var fetchRequest: FetchedResults<T>
    let content: (T) -> Content

    var body: some View {
        ForEach(fetchRequest, id: \.self) { item in
            self.content(item)
        }
    }

    init(filterKey: String, filterValue: String, @ViewBuilder content: @escaping (T) -> Content) {
        _fetchRequest = FetchRequest<T>(
            sortDescriptors: [NSSortDescriptor(key: filterKey, ascending: true)],
            predicate: NSPredicate(format: "%K BEGINSWITH[c] %@", filterKey, filterValue))
        self.content = content
    }
}

struct FilterView: View {
    @State private var letter = "A"

    var body: some View {
        VStack {
            TextField("Starts with", text: $letter)
            FilteredList(filterKey: "title", filterValue: letter) { (book: Book) in
                Text("\(book.title ?? "Unknown") by \(book.author ?? "Unknown")")
            }
        }
    }
}
