/// What a `ForEach` made for its rows last time, typed, so it can tell changed rows from
/// unchanged ones without going through `any View`.
final class RowMemory<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The `ForEach` value the rows were made from (its data, content and identification).
    var source: ForEach<Data, ID, Content>?
    /// The ids and views of the rows made, in order. The views are read and replaced one by one
    /// for each row an update makes again; every access is one read, one assignment or one call of
    /// an array's own mutating method (which calls no code that reaches this memory), so no two
    /// overlap and the runtime's check is left out.
    var ids: [ID] = []
    @exclusivity(unchecked) var rows: [Content] = []
    /// False once an id repeated (rows are then told apart by position only).
    var isComplete = true
    /// How many times each id was met among the rows made.
    var counter = RowIDCounter<ID>()
}
