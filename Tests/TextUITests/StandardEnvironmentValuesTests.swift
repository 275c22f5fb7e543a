import Foundation
import Testing
import TextUI

@MainActor
@Suite struct StandardEnvironmentValuesTests {
    struct Reader: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.locale) var locale
        @Environment(\.calendar) var calendar
        @Environment(\.timeZone) var timeZone
        var body: some View {
            Text("\(colorScheme) \(locale.identifier) \(calendar.identifier) \(timeZone.identifier)")
        }
    }

    @Test func standardValues_startAsTheProcessSeesThem_andLight() {
        let host = ViewHost(Reader())
        let expected =
            "light \(Locale.current.identifier) \(Calendar.current.identifier) \(TimeZone.current.identifier)"
        #expect(host.render() == expected)
    }

    @Test func standardValues_setByAnAncestor_reachTheReader() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let host = ViewHost(
            Reader()
                .environment(\.colorScheme, .dark)
                .environment(\.locale, Locale(identifier: "es_ES"))
                .environment(\.calendar, Calendar(identifier: .japanese))
                .environment(\.timeZone, tokyo)
        )
        #expect(host.render() == "dark es_ES japanese Asia/Tokyo")
    }
}
