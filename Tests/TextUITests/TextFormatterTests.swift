import Foundation
import Testing
import TextUI

/// `Text(_:formatter:)` and `\(value, formatter:)` show what a Foundation formatter writes.
@MainActor
@Suite struct TextFormatterTests {
    static func dayFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }

    @Test func aFormatter_writesTheText() {
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 2
        numbers.locale = Locale(identifier: "en_US_POSIX")
        let host = ViewHost(
            VStack {
                Text(Date(timeIntervalSince1970: 86_400), formatter: Self.dayFormatter())
                Text(NSNumber(value: 3), formatter: numbers)
                Text("Born \(Date(timeIntervalSince1970: 0), formatter: Self.dayFormatter())")
            })
        #expect(host.render() == "1970-01-02\n3.00\nBorn 1970-01-01")
    }

    @Test func aValueTheFormatterCannotWrite_showsNothing() {
        let host = ViewHost(Text(URL(string: "https://swift.org")!, formatter: Self.dayFormatter()))
        #expect(host.render() == "")
    }

    @Test func formatStyles_formatTheValue() {
        #expect(
            ViewHost(
                Text(42.5, format: .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US_POSIX")))
            ).render() == "42.5")
    }
}
