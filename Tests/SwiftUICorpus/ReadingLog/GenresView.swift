import SwiftUI

/// The books by genre: a sectioned fetch, each genre a section in order.
struct GenresView: View {
    @SectionedFetchRequest<String?, Book>(
        sectionIdentifier: \.genre,
        sortDescriptors: [SortDescriptor(\.genre), SortDescriptor(\.title)]
    ) var sections

    var body: some View {
        List(sections) { section in
            Section(section.id ?? "No genre") {
                ForEach(section) { book in
                    Text(book.title ?? "Unknown")
                }
            }
        }
    }
}
