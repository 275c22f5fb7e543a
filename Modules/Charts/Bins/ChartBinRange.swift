/// One bin of ``NumberBins`` or ``DateBins``: the values from its lower bound up to its upper
/// bound (the last bin of a collection also holds its upper bound).
public struct ChartBinRange<Bound: Comparable> {
    /// Where the bin starts.
    public var lowerBound: Bound
    /// Where the bin ends (the next bin's lower bound).
    public var upperBound: Bound

    /// A bin between two bounds.
    ///
    /// - Parameters:
    ///   - lowerBound: Where the bin starts.
    ///   - upperBound: Where it ends.
    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

/// The bin of a value among sorted thresholds, as ``NumberBins/index(for:)`` and
/// ``DateBins/index(for:)`` find it: the last threshold not after the value starts its bin; the
/// last bin also holds the last threshold; a value outside the thresholds is in the nearest bin.
enum BinSearch {
    static func index<Value: Comparable>(of value: Value, among thresholds: [Value]) -> Int {
        let bins = thresholds.count - 1
        guard bins > 0 else { return 0 }
        var low = 0
        var high = thresholds.count
        // The first threshold after the value.
        while low < high {
            let middle = (low + high) / 2
            if thresholds[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return min(max(low - 1, 0), bins - 1)
    }
}
