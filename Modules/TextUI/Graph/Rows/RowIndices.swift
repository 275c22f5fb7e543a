/// The indices of a `ForEach`'s data by offset. Generic code that steps through a collection's
/// indices calls the collection's own `index(after:)` for each one (for a `Range<Int>` in
/// unspecialized code, over a thousand instructions a step); the data of almost every `ForEach`
/// (an array, a slice, `data.indices`) has the integers from its start index as indices, one
/// apart, and then the index of an offset is a sum.
struct RowIndices<Data: RandomAccessCollection> {
    private let data: Data
    /// The first index as an integer, when the indices are integers one apart.
    private let firstInteger: Int?

    init(_ data: Data) {
        self.data = data
        firstInteger =
            Data.self is any StepsByOne.Type && Data.Index.self == Int.self
            ? unsafeBitCast(data.startIndex, to: Int.self) : nil
    }

    /// The index of the element at `offset`.
    @inline(__always)
    subscript(offset: Int) -> Data.Index {
        guard let firstInteger else { return data.index(data.startIndex, offsetBy: offset) }
        return unsafeBitCast(firstInteger + offset, to: Data.Index.self)
    }
}

/// Collections whose indices are the integers from their start index on, one apart.
protocol StepsByOne {}

extension Array: StepsByOne {}
extension ArraySlice: StepsByOne {}
extension ContiguousArray: StepsByOne {}
extension Range: StepsByOne where Bound == Int {}
