import CoreData
import SwiftUI

struct DetailView: View {
    @ObservedObject var book: Book
    @Environment(\.managedObjectContext) var moc

    var body: some View {
        VStack {
            Text(book.title ?? "Unknown Book")
                .font(.title)
            Text(book.author ?? "Unknown author")
            Text(book.shelf?.name ?? "No shelf")
            Text(book.review ?? "No review")
            Button("Rate higher") {
                if book.rating < 5 { book.rating += 1 }
                try? moc.save()
            }
        }
        .navigationTitle(book.title ?? "Unknown Book")
    }
}
