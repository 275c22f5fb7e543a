import TextUI

/// `ForEach` of marks: the content made for each element, drawn in order (SwiftUI's `ForEach` is
/// chart content when its content is).
extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    /// The content for each element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's marks.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, identifiedBy: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The content for each `Identifiable` element.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Makes an element's marks.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: \Data.Element.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// The content for each integer in a range.
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Makes an integer's marks.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: \Int.self, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func appendMarks(to marks: inout [PlottedMark]) {
        marks.reserveCapacity(marks.count + data.count)
        // Marks read directly, without asking each element's content what it is (a chart of
        // 10,000 points would ask 10,000 times).
        guard let primitive = Content.self as? any PrimitiveChartContent.Type else {
            for element in data { content(element).collectMarks(into: &marks) }
            return
        }
        appendEach(as: primitive, to: &marks)
    }

    private func appendEach<P: PrimitiveChartContent>(as type: P.Type, to marks: inout [PlottedMark]) {
        precondition(P.self == Content.self)
        // The elements read from their storage when they are contiguous (an array): this code is
        // generic over the collection, whose iterator would be called through its witness table.
        // The closure read once, not through `self` for each element (which would look up the
        // `ForEach` type's metadata each time), and cast once: P is Content, so the two function
        // types are one.
        let make = unsafeBitCast(content, to: ((Data.Element) -> P).self)
        let appended: Void? = data.withContiguousStorageIfAvailable { elements in
            // By index: the buffer's iterator, unspecialized here, wraps each element in an
            // optional first.
            for index in 0..<elements.count {
                make(elements[index]).appendMarks(to: &marks)
            }
        }
        guard appended == nil else { return }
        for element in data {
            make(element).appendMarks(to: &marks)
        }
    }
}
