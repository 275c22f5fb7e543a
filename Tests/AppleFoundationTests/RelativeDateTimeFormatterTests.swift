import Foundation
import Testing

// This file imports only Foundation: `RelativeDateTimeFormatter` comes from the target's one
// setting (AppleFoundation imported into every file), as Apple's Foundation gives it.

/// RelativeDateTimeFormatter as Apple documents it: the largest unit in which two dates differ,
/// numeric or named, in four units styles, and date components' largest unit.
@Suite struct RelativeDateTimeFormatterTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeSUT() -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    // Apple's page for the class: "4 hours ago" for 15,000 seconds before now (full units).
    @Test func aDateInThePast_isTheLargestUnitItDiffersBy_truncated() {
        let sut = makeSUT()
        #expect(sut.localizedString(for: now.addingTimeInterval(-15_000), relativeTo: now) == "4 hours ago")
        #expect(sut.localizedString(for: now.addingTimeInterval(-5_400), relativeTo: now) == "1 hour ago")
        #expect(sut.localizedString(for: now.addingTimeInterval(-82_800), relativeTo: now) == "23 hours ago")
        #expect(sut.localizedString(for: now.addingTimeInterval(-10 * 86_400), relativeTo: now) == "1 week ago")
        #expect(sut.localizedString(for: now.addingTimeInterval(3), relativeTo: now) == "in 3 seconds")
        #expect(sut.localizedString(for: now.addingTimeInterval(2 * 86_400), relativeTo: now) == "in 2 days")
        #expect(sut.localizedString(for: now, relativeTo: now) == "in 0 seconds")
    }

    // Apple's `DateTimeStyle.named`: "yesterday", "next week"; numeric is the default.
    @Test func theNamedStyle_usesTheLocalesWords_whereItHasThem() {
        let sut = makeSUT()
        #expect(sut.dateTimeStyle == .numeric)
        #expect(sut.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "1 day ago")

        sut.dateTimeStyle = .named
        #expect(sut.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(sut.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "tomorrow")
        #expect(sut.localizedString(for: now.addingTimeInterval(7 * 86_400), relativeTo: now) == "next week")
        #expect(sut.localizedString(for: now, relativeTo: now) == "now")
        #expect(sut.localizedString(for: now.addingTimeInterval(-3 * 86_400), relativeTo: now) == "3 days ago")
    }

    // Apple's `UnitsStyle` page: "2 months ago" (full, the default), "two months ago" (spellOut),
    // "2 mo. ago" (short); abbreviated is the locale data's narrowest form.
    @Test func unitsStyles_writeTheUnitInFull_spelledOut_shortOrNarrow() {
        let sut = makeSUT()
        let twoMonthsAgo = DateComponents(month: -2)
        #expect(sut.unitsStyle == .full)
        #expect(sut.localizedString(from: twoMonthsAgo) == "2 months ago")
        sut.unitsStyle = .spellOut
        #expect(sut.localizedString(from: twoMonthsAgo) == "two months ago")
        sut.unitsStyle = .short
        #expect(sut.localizedString(from: twoMonthsAgo) == "2 mo. ago")
        sut.unitsStyle = .abbreviated
        #expect(sut.localizedString(from: twoMonthsAgo) == "2mo ago")
    }

    // Apple's `localizedString(from:)` page: `DateComponents(day: -2)` is "2 days ago"; it formats
    // the least granular unit only.
    @Test func dateComponents_giveTheirLargestUnit() {
        let sut = makeSUT()
        #expect(sut.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(sut.localizedString(from: DateComponents(day: -2, hour: 5)) == "2 days ago")
        #expect(sut.localizedString(from: DateComponents(year: 1, day: 3)) == "in 1 year")
    }

    @Test func theFormattingContext_capitalizes_andTheLocaleChoosesTheWords() {
        let sut = makeSUT()
        sut.dateTimeStyle = .named
        sut.formattingContext = .beginningOfSentence
        #expect(sut.localizedString(from: DateComponents(day: -1)) == "Yesterday")

        sut.formattingContext = .unknown
        sut.dateTimeStyle = .numeric
        sut.locale = Locale(identifier: "es_ES")
        #expect(sut.localizedString(from: DateComponents(day: -3)) == "hace 3 días")
    }

    @Test func stringForAnObject_formatsDatesOnly() {
        let sut = makeSUT()
        #expect(sut.string(for: "not a date") == nil)
        #expect(sut.string(for: Date().addingTimeInterval(-7_300)) == "2 hours ago")
    }
}
