import Foundation
import Testing

// This file imports only Foundation: `DateComponentsFormatter` comes from the target's one setting
// (AppleFoundation imported into every file), as Apple's Foundation gives it; Linux's marks its own
// unavailable.

/// DateComponentsFormatter as Apple documents its zero formatting behaviours
/// (developer.apple.com/documentation/foundation/datecomponentsformatter/zeroformattingbehavior-swift.struct):
/// positional "1:00:10" and abbreviated "1h 10s" for one hour and ten seconds by default, "1h 0m 10s"
/// with `.none`, "10m 0s" with `.dropLeading`, "0d 1:00:00" and "0d 1h 0m 0s" with `.pad`.
@Suite struct DateComponentsFormatterTests {
    private func makeSUT(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle)
        -> DateComponentsFormatter
    {
        let formatter = DateComponentsFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        formatter.calendar = calendar
        formatter.referenceDate = Date(timeIntervalSince1970: 1_700_000_000)
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        return formatter
    }

    @Test func byDefault_positionalDropsLeadingZeroUnits_andPadsTheOthers() {
        let sut = makeSUT([.hour, .minute, .second], .positional)
        #expect(sut.string(from: 3_610) == "1:00:10")
        #expect(sut.string(from: 65) == "1:05")
        #expect(sut.string(from: 5) == "0:05")
        #expect(sut.string(from: 65.9) == "1:05")  // fractions of a second are dropped
        #expect(sut.string(from: .infinity) == nil)
    }

    @Test func byDefault_otherStylesDropEveryZeroUnit_inTheLocalesWords() {
        #expect(makeSUT([.day, .hour, .minute, .second], .abbreviated).string(from: 3_610) == "1h 10s")
        #expect(makeSUT([.hour, .minute, .second], .full).string(from: 3_665) == "1 hour, 1 minute, 5 seconds")
        #expect(makeSUT([.hour, .minute, .second], .short).string(from: 3_665) == "1 hr, 1 min, 5 sec")
        #expect(makeSUT([.minute, .second], .spellOut).string(from: 125) == "two minutes, five seconds")
        #expect(makeSUT([.day, .hour], .full).string(from: 2 * 86_400 + 3 * 3_600) == "2 days, 3 hours")
    }

    @Test func theZeroBehaviours_keepOrDropZeroUnits_asApplesPagesShow() {
        let none = makeSUT([.hour, .minute, .second], .abbreviated)
        none.zeroFormattingBehavior = .none
        #expect(none.string(from: 3_610) == "1h 0m 10s")
        let leading = makeSUT([.day, .hour, .minute, .second], .abbreviated)
        leading.zeroFormattingBehavior = .dropLeading
        #expect(leading.string(from: 600) == "10m 0s")
        let padded = makeSUT([.day, .hour, .minute, .second], .positional)
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 3_600) == "0d 1:00:00")
        padded.unitsStyle = .abbreviated
        #expect(padded.string(from: 3_600) == "0d 1h 0m 0s")
    }

    @Test func aMaximumUnitCount_keepsTheLargestUnits() {
        let sut = makeSUT([.hour, .minute, .second], .full)
        sut.maximumUnitCount = 1
        #expect(sut.string(from: 3_665) == "1 hour")
    }

    @Test func dateComponents_andDates_areFormattedToo() {
        let sut = makeSUT([.hour, .minute], .abbreviated)
        #expect(sut.string(from: DateComponents(hour: 2, minute: 30)) == "2h 30m")
        #expect(sut.string(for: DateComponents(minute: 45)) == "45m")
        let start = Date(timeIntervalSince1970: 0)
        #expect(sut.string(from: start, to: start.addingTimeInterval(5_400)) == "1h 30m")
        #expect(sut.string(for: "not a duration") == nil)
    }
}
