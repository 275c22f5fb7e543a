/// The indices of a `ForEach`'s data by offset. Generic code that steps through a collection's
/// indices calls the collection's own `index(after:)` for each one (for a `Range<Int>` in
/// unspecialized code, over a thousand instructions a step); the data of almost every `ForEach`
/// (an array, a slice, `data.indices`) has the integers from its start index as indices, one
/// apart, and then the index of an offset is a sum.
struct RowIndices<Data: RandomAccessCollection> {
    private let data: Data
    /// The first index as an integer, when the indices are integers one apart.
    private let firstInteger: Int?
    /// True when the data is a `Range<Int>`: its elements are its indices.
    private let elementsAreIndices: Bool

    init(_ data: Data) {
        self.data = data
        firstInteger =
            Data.self is any StepsByOne.Type && Data.Index.self == Int.self
            ? unsafeBitCast(data.startIndex, to: Int.self) : nil
        elementsAreIndices = Data.self == Range<Int>.self
    }

    /// The element at `offset`. For a range of integers (`ForEach(0..<n)`, `ForEach(rows.indices,
    /// id: \.self)`) it is the index itself: reading it through the collection's subscript, in
    /// unspecialized code, runs a coroutine whose frame is allocated and freed each time.
    @inline(__always)
    func element(at offset: Int) -> Data.Element {
        if elementsAreIndices, let firstInteger {
            return unsafeBitCast(firstInteger + offset, to: Data.Element.self)
        }
        return data[self[offset]]
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
