import Charts
import Foundation
import Testing

/// Bins, as Swift Charts makes them for histograms and binned colour scales: `NumberBins` of a
/// range and a count "creates the given number of bins for the range", "the first bin starts at
/// the lower bound of the range, and the last bin ends at the upper bound"; integer bins expect
/// the range's length to be a multiple of the count (developer.apple.com/documentation/charts/numberbins,
/// init(range:count:)); `thresholds` are "the bin thresholds that surround the bins" and N of
/// them make N - 1 bins (DateBins.init(thresholds:)); `init(size:range:)` makes "uniform bins
/// covering the given range"; `index(for:)` "returns the bin index for the given value".
@Suite struct ChartBinsTests {
    @Test func aRangeAndACount_makeThatManyBinsOfOneSize() {
        let bins = NumberBins(range: 0.0...10.0, count: 5)
        #expect(bins.thresholds == [0, 2, 4, 6, 8, 10])
        #expect(bins.count == 5)
        #expect(bins[1] == ChartBinRange(lowerBound: 2, upperBound: 4))
        let integers = NumberBins(range: 0...100, count: 4)
        #expect(integers.thresholds == [0, 25, 50, 75, 100])
    }

    @Test func aValuesBin_startsAtTheLastThresholdNotAfterIt() {
        let bins = NumberBins(range: 0.0...1.0, count: 4)
        #expect(bins.index(for: 0) == 0)
        #expect(bins.index(for: 0.3) == 1)
        #expect(bins.index(for: 0.5) == 2)  // a threshold starts the bin above it
        #expect(bins.index(for: 1) == 3)  // the last bin ends at the upper bound
        // Outside the bins: the nearest one (Swift Charts Examples' heat map indexes its colours so).
        #expect(bins.index(for: -5) == 0)
        #expect(bins.index(for: 7) == 3)
    }

    @Test func binsOfASize_coverTheRange() {
        #expect(NumberBins(size: 0.25, range: 0.0...0.6).thresholds == [0, 0.25, 0.5, 0.75])
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let hours = DateBins(timeInterval: 3_600, range: start...start.addingTimeInterval(7_200))
        #expect(hours.thresholds == [start, start.addingTimeInterval(3_600), start.addingTimeInterval(7_200)])
        #expect(hours.count == 2)
        #expect(hours.index(for: start.addingTimeInterval(4_000)) == 1)
        #expect(DateBins(thresholds: [start, start.addingTimeInterval(60)]).count == 1)
    }
}
