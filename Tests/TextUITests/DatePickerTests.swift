import Foundation
import Testing
import TextUI

/// A date picker renders its label and date (`Start: 1970-01-01`, in UTC unless the environment's
/// time zone was set), and the host types a date into it or picks one, within its range.
@MainActor
@Suite struct DatePickerTests {
    static let epoch = Date(timeIntervalSince1970: 0)
    static let day: TimeInterval = 86_400

    struct Trip: View {
        @State var start = DatePickerTests.epoch
        var components: DatePickerComponents = [.hourAndMinute, .date]
        var body: some View {
            VStack {
                DatePicker("Start", selection: $start, displayedComponents: components)
                Text("chosen \(Int(start.timeIntervalSince1970))")
            }
        }
    }

    func makeSUT(_ components: DatePickerComponents = [.hourAndMinute, .date]) -> ViewHost {
        ViewHost(Trip(components: components))
    }

    @Test func rendersItsLabelAndDate_inTheComponentsItShows() {
        #expect(makeSUT().render().hasPrefix("Start: 1970-01-01 00:00\n"))
        #expect(makeSUT(.date).render().hasPrefix("Start: 1970-01-01\n"))
        #expect(makeSUT(.hourAndMinute).render().hasPrefix("Start: 00:00\n"))
        #expect(makeSUT(.hourMinuteAndSecond).render().hasPrefix("Start: 00:00:00\n"))
    }

    @Test func typingADate_keepsTheTimeOfDay_andTypingATime_keepsTheDay() throws {
        let host = makeSUT()
        try host.type("09:30", into: "Start")
        try host.type("1970-01-03", into: "Start")

        #expect(host.render() == "Start: 1970-01-03 09:30\nchosen \(Int(2 * Self.day + 9.5 * 3_600))")
    }

    @Test func typingADateAndTime_setsBoth() throws {
        let host = makeSUT()
        try host.type("2024-05-01 18:45", into: "Start")
        #expect(host.render().hasPrefix("Start: 2024-05-01 18:45\n"))
        try host.type("2024-05-02T07:05:09", into: "Start")
        #expect(host.controls().first?.value == "2024-05-02 07:05")
    }

    @Test func textThatIsNoDate_isRefused_andTheDateStays() {
        let host = makeSUT(.date)
        for text in ["tomorrow", "2024-02-30", "2024-13-01", "25:00", ""] {
            #expect(throws: ViewHostError.invalidDate(picker: "Start", text: text, expected: "YYYY-MM-DD")) {
                try host.type(text, into: "Start")
            }
        }
        #expect(host.render().hasPrefix("Start: 1970-01-01\n"))
    }

    @Test func aDateOutsideTheRange_isRefused_withTheRangeInTheError() throws {
        struct Booking: View {
            @State var date = DatePickerTests.epoch
            var body: some View {
                DatePicker(
                    "Night", selection: $date,
                    in: DatePickerTests.epoch...DatePickerTests.epoch.addingTimeInterval(6 * DatePickerTests.day),
                    displayedComponents: .date)
            }
        }
        let host = ViewHost(Booking())

        let error = #expect(throws: ViewHostError.self) { try host.type("1970-01-09", into: "Night") }
        #expect(
            error?.description
                == "the date picker \"Night\" takes dates from 1970-01-01 through 1970-01-07, not 1970-01-09")
        try host.type("1970-01-07", into: "Night")
        #expect(host.render() == "Night: 1970-01-07")
    }

    @Test func partialRanges_limitOneSide() throws {
        let host = ViewHost(
            VStack {
                DatePicker("From", selection: .constant(Self.epoch), in: Self.epoch..., displayedComponents: .date)
                DatePicker("Until", selection: .constant(Self.epoch), in: ...Self.epoch, displayedComponents: .date)
            }
        )
        #expect(throws: ViewHostError.self) {
            try host.pick(date: Self.epoch.addingTimeInterval(-Self.day), in: "From")
        }
        #expect(throws: ViewHostError.self) {
            try host.pick(date: Self.epoch.addingTimeInterval(Self.day), in: "Until")
        }
        try host.pick(date: Self.epoch.addingTimeInterval(Self.day), in: "From")
    }

    @Test func pick_setsTheDate() throws {
        let host = makeSUT(.date)
        try host.pick(date: Self.epoch.addingTimeInterval(Self.day), in: "Start")
        #expect(host.render() == "Start: 1970-01-02\nchosen 86400")
    }

    @Test func theEnvironmentsTimeZone_isTheOneDatesShowIn() throws {
        let host = ViewHost(
            DatePicker("Start", selection: .constant(Self.epoch))
                .environment(\.timeZone, TimeZone(secondsFromGMT: 2 * 3_600)!)
        )
        #expect(host.render() == "Start: 1970-01-01 02:00")
    }

    @Test func aLabelView_namesThePicker() throws {
        struct Reminder: View {
            @State var date = DatePickerTests.epoch
            var body: some View {
                DatePicker(selection: $date, displayedComponents: .date) {
                    Text("Remind me")
                }
                .datePickerStyle(.graphical)
            }
        }
        let host = ViewHost(Reminder())
        try host.type("2000-01-01", into: "Remind me")
        #expect(host.render() == "Remind me: 2000-01-01")
    }

    @Test func aDisabledPicker_refusesTyping() {
        let host = ViewHost(DatePicker("Start", selection: .constant(Self.epoch)).disabled(true))
        #expect(host.render() == "Start: 1970-01-01 00:00 (disabled)")
        #expect(throws: ViewHostError.controlDisabled(kind: .datePicker, label: "Start")) {
            try host.type("2000-01-01", into: "Start")
        }
    }

    @Test func multiDatePicker_addsAndRemovesDays() throws {
        struct Holidays: View {
            @State var days: Set<DateComponents> = []
            var body: some View {
                MultiDatePicker("Days off", selection: $days)
            }
        }
        let host = ViewHost(Holidays())
        #expect(host.render() == "Days off: none")

        try host.type("2024-05-03", into: "Days off")
        try host.pick(date: Self.epoch, in: "Days off")
        #expect(host.render() == "Days off: 1970-01-01, 2024-05-03")

        try host.type("2024-05-03", into: "Days off")
        #expect(host.render() == "Days off: 1970-01-01")
    }
}
