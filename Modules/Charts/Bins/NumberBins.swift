/// Bins of numbers, between sorted thresholds, as Swift Charts makes them for histograms and for
/// binning a colour scale: `NumberBins(range: 0...10, count: 5)` are the bins from 0 to 2, 2 to 4…
/// 8 to 10 (its ``thresholds`` are 0, 2, 4, 6, 8, 10).
///
/// ```swift
/// let bins = NumberBins(range: 0.0...1.0, count: 4)
/// let bin = bins.index(for: 0.3)  // 1: the bin from 0.25 to 0.5
/// ```
public struct NumberBins<Value: Comparable & Numeric> {
    /// The bounds of the bins, in order: N thresholds surround N - 1 bins.
    public let thresholds: [Value]

    /// N - 1 bins between N thresholds.
    ///
    /// - Parameter thresholds: The thresholds that surround the bins, in increasing order.
    public init(thresholds: [Value]) {
        self.thresholds = thresholds
    }

    /// The bin a value falls in: the one whose lower bound is the last threshold not after the
    /// value (the last bin also holds its upper bound). A value outside the thresholds is given
    /// the nearest bin.
    ///
    /// - Parameter value: The value.
    /// - Returns: The bin's index.
    public func index(for value: Value) -> Int {
        BinSearch.index(of: value, among: thresholds)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins of one size from the range's lower bound to its upper bound.
    ///
    /// - Parameters:
    ///   - range: Where the first bin starts and the last ends.
    ///   - count: How many bins there are.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        thresholds = (0...count).map { $0 == count ? range.upperBound : range.lowerBound + size * Value($0) }
    }

    /// Bins of a size, the first starting at the range's lower bound, as many as cover the range.
    ///
    /// - Parameters:
    ///   - size: The size of a bin.
    ///   - range: The values the bins cover.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0 else {
            thresholds = [range.lowerBound, range.upperBound]
            return
        }
        var thresholds = [range.lowerBound]
        while let last = thresholds.last, last < range.upperBound, thresholds.count <= 10_000 {
            thresholds.append(range.lowerBound + size * Value(thresholds.count))
        }
        if thresholds.count == 1 { thresholds.append(range.lowerBound + size) }
        self.thresholds = thresholds
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins of one size from the range's lower bound to its upper bound (the range's
    /// length is expected to be a multiple of `count`; the last bin ends at the upper bound).
    ///
    /// - Parameters:
    ///   - range: Where the first bin starts and the last ends.
    ///   - count: How many bins there are.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        thresholds = (0...count).map { $0 == count ? range.upperBound : range.lowerBound + size * Value($0) }
    }
}

extension NumberBins: RandomAccessCollection {
    /// The first bin's position: 0.
    public var startIndex: Int { 0 }
    /// One past the last bin: the number of bins.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The bin at a position: from its threshold to the next.
    ///
    /// - Parameter position: The bin's index.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }
}

extension NumberBins: Equatable where Value: Equatable {}
extension NumberBins: Hashable where Value: Hashable {}
extension NumberBins: Sendable where Value: Sendable {}
