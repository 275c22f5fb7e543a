import CoreMedia
import Testing

/// Core Media's time as Apple documents it (developer.apple.com/documentation/coremedia/cmtime):
/// a rational number of seconds, compared and added across timescales; the invalid, indefinite and
/// infinite times are not numbers.
@Suite struct CoreMediaTests {
    @Test func timesOfDifferentTimescales_compareAsTheInstantsTheyName() {
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 201, timescale: 600))
        #expect(CMTimeCompare(CMTime(value: 2, timescale: 1), CMTime(value: 1, timescale: 1)) == 1)
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 2, timescale: 4)]).count == 1)
    }

    @Test func secondsMakeATimeInThePreferredTimescale_roundedWhenTheyDoNotFit() {
        let exact = CMTime(seconds: 2.5, preferredTimescale: 600)
        #expect(exact.value == 1500 && exact.timescale == 600 && !exact.hasBeenRounded)
        let rounded = CMTimeMakeWithSeconds(0.1234, preferredTimescale: 100)
        #expect(rounded.value == 12 && rounded.hasBeenRounded)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)) == 0.75)
    }

    @Test func arithmetic_keepsTimesExact() {
        let frame = CMTime(value: 1, timescale: 30)
        #expect(frame * Int32(10) == CMTime(value: 1, timescale: 3))
        #expect((CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)) == CMTime(value: 5, timescale: 6))
        #expect((CMTime(value: 1, timescale: 1) - frame).seconds == 29.0 / 30.0)
        var time = CMTime.zero
        time += CMTime(seconds: 1, preferredTimescale: 1)
        #expect(time.seconds == 1)
        #expect(CMTimeMinimum(frame, .zero) == .zero && CMTimeMaximum(frame, .zero) == frame)
    }

    @Test func theTimesThatAreNotNumbers_orderAfterTheNumbers_andHaveNoSeconds() {
        #expect(!CMTime.invalid.isValid && CMTime.invalid.seconds.isNaN)
        #expect(CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
        #expect(CMTime.positiveInfinity.seconds == .infinity)
        #expect(CMTime.negativeInfinity < .zero && CMTime.zero < .positiveInfinity)
        #expect(CMTime.positiveInfinity < .indefinite && CMTime.indefinite < .invalid)
        #expect(CMTime(value: 1, timescale: 1) + .indefinite == .indefinite)
        #expect(CMTime(value: 1, timescale: 1) + .invalid == .invalid)
        #expect(CMTime(value: 1, timescale: 0) == .invalid)
    }

    @Test func aRange_containsItsStart_butNotItsEnd() {
        let range = CMTimeRange(start: CMTime(value: 1, timescale: 1), duration: CMTime(value: 2, timescale: 1))
        #expect(range.end == CMTime(value: 3, timescale: 1))
        #expect(range.containsTime(CMTime(value: 1, timescale: 1)))
        #expect(!range.containsTime(CMTime(value: 3, timescale: 1)))
        #expect(CMTimeRange(start: .zero, end: CMTime(value: 5, timescale: 10)).duration.seconds == 0.5)
    }
}
