import Observation
import TextUI

/// Rows in the forms apps write them, each over the same ``TitledRow``s, for
/// ``RowFormsBenchmark``: the data as `@State`, given to `List` or `ForEach` as values (not
/// bindings), identified by `Identifiable`, by a key path, by offset, in custom row views, in
/// sections, and as an `@Observable` model's array.
enum RowForms {
    /// `List(rows) { row in Text(row.title) }`.
    struct ListOfRows: View {
        @State var rows: [TitledRow]
        var body: some View {
            List(rows) { row in Text(row.title) }
        }
    }

    /// `List(rows, id: \.id) { row in Text(row.title) }`.
    struct ListOfRowsByKeyPath: View {
        @State var rows: [TitledRow]
        var body: some View {
            List(rows, id: \.id) { row in Text(row.title) }
        }
    }

    /// `VStack { ForEach(rows) { row in Text(row.title) } }`.
    struct StackOfRows: View {
        @State var rows: [TitledRow]
        var body: some View {
            VStack {
                ForEach(rows) { row in Text(row.title) }
            }
        }
    }

    /// `List { ForEach(rows, id: \.id) { row in Text(row.title) } }`.
    struct ForEachByKeyPath: View {
        @State var rows: [TitledRow]
        var body: some View {
            List {
                ForEach(rows, id: \.id) { row in Text(row.title) }
            }
        }
    }

    /// `List { ForEach(rows.indices, id: \.self) { index in Text(rows[index].title) } }`.
    struct ForEachIndices: View {
        @State var rows: [TitledRow]
        var body: some View {
            List {
                ForEach(rows.indices, id: \.self) { index in Text(rows[index].title) }
            }
        }
    }

    /// `List { ForEach(Array(rows.enumerated()), id: \.offset) { offset, row in … } }`.
    struct ForEachEnumerated: View {
        @State var rows: [TitledRow]
        var body: some View {
            List {
                ForEach(Array(rows.enumerated()), id: \.offset) { _, row in Text(row.title) }
            }
        }
    }

    /// A row of its own type, as apps write them.
    struct TitledRowView: View {
        let row: TitledRow
        var body: some View {
            Text(row.title)
        }
    }

    /// `List(rows) { row in TitledRowView(row: row) }`.
    struct ListOfRowViews: View {
        @State var rows: [TitledRow]
        var body: some View {
            List(rows) { row in TitledRowView(row: row) }
        }
    }

    /// A section of rows: a title and its rows.
    struct RowSection: Identifiable {
        let id: Int
        var rows: [TitledRow]
    }

    /// `List { ForEach(sections) { section in Section { ForEach(section.rows) { … } } } }`.
    struct SectionedRows: View {
        @State var sections: [RowSection]
        var body: some View {
            List {
                ForEach(sections) { section in
                    Section {
                        ForEach(section.rows) { row in Text(row.title) }
                    }
                }
            }
        }
    }

    /// A model that owns the rows, as `@Observable` apps keep them.
    @Observable
    final class RowStore {
        var rows: [TitledRow]
        init(rows: [TitledRow]) { self.rows = rows }
    }

    /// `List(store.rows) { row in Text(row.title) }` over an `@Observable` model.
    struct ModelRows: View {
        let store: RowStore
        var body: some View {
            List(store.rows) { row in Text(row.title) }
        }
    }
}
