import Foundation

/// Bins of dates, between sorted thresholds, as Swift Charts makes them for histograms over time:
/// `DateBins(timeInterval: 3600, range: start...end)` are the hours from `start`.
public struct DateBins {
    /// The bounds of the bins, in order: N thresholds surround N - 1 bins.
    public let thresholds: [Date]

    /// N - 1 bins between N thresholds.
    ///
    /// - Parameter thresholds: The thresholds that surround the bins, in increasing order.
    public init(thresholds: [Date]) {
        self.thresholds = thresholds
    }

    /// Bins of one length, the first starting at the range's lower bound, as many as cover the range.
    ///
    /// - Parameters:
    ///   - timeInterval: The length of a bin, in seconds.
    ///   - range: The dates the bins cover.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let seconds = NumberBins(
            size: timeInterval,
            range: range.lowerBound.timeIntervalSinceReferenceDate...range.upperBound.timeIntervalSinceReferenceDate)
        thresholds = seconds.thresholds.map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// The bin a date falls in: the one whose lower bound is the last threshold not after it (the
    /// last bin also holds its upper bound). A date outside the thresholds is given the nearest bin.
    ///
    /// - Parameter value: The date.
    /// - Returns: The bin's index.
    public func index(for value: Date) -> Int {
        BinSearch.index(of: value, among: thresholds)
    }
}

extension DateBins: RandomAccessCollection {
    /// The first bin's position: 0.
    public var startIndex: Int { 0 }
    /// One past the last bin: the number of bins.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The bin at a position: from its threshold to the next.
    ///
    /// - Parameter position: The bin's index.
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }
}

extension DateBins: Hashable, Sendable {}
