import Foundation
import Testing
import TextUI

/// `Text` initializers that format values: with a `Formatter`, date ranges and intervals, timers.
@MainActor
@Suite struct TextFormattingTests {
    private func rendered(_ view: some View) -> String {
        ViewHost(view).render()
    }

    @Test func formatStyle_formatsTheValue() {
        #expect(rendered(Text(42, format: .number)) == "42")
    }

    @Test func formatter_formatsTheValue() {
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        #expect(rendered(Text(0.25, formatter: percent)) == "25%")
        #expect(rendered(Text(NSNumber(value: 0.5), formatter: percent)) == "50%")
    }

    @Test func formatter_formatsDates() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(rendered(Text(Date(timeIntervalSince1970: 0), formatter: formatter)) == "1970-01-01")
    }

    @Test func dateRange_andInterval_showBothEnds() {
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 7_200)
        let range = rendered(Text(start...end))
        #expect(range.contains("–"))
        #expect(rendered(Text(DateInterval(start: start, end: end))) == range)
    }

    @Test func timer_countsDownToTheEnd_orUpFromTheStart_atItsPauseTime() {
        let start = Date(timeIntervalSince1970: 0)
        let interval = start...start.addingTimeInterval(3_700)
        let pause = start.addingTimeInterval(65)

        #expect(rendered(Text(timerInterval: interval, pauseTime: pause)) == "1:00:35")
        #expect(rendered(Text(timerInterval: interval, pauseTime: pause, countsDown: false)) == "1:05")
        #expect(rendered(Text(timerInterval: interval, pauseTime: pause, showsHours: false)) == "60:35")
    }

    @Test func imageInText_showsNothing() {
        #expect(rendered(Text(Image(systemName: "star")) + Text(" 4.5")) == " 4.5")
    }
}
