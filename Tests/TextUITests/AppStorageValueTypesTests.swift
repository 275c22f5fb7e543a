import Foundation
import Testing
import TextUI

/// `@AppStorage` takes every value type Apple's does: Bool, Int, Double, String, URL, Data,
/// RawRepresentable enums of Int and String, and their optionals (nil until stored).
@MainActor
@Suite struct AppStorageValueTypesTests {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 2 }

    private struct Settings: View {
        @AppStorage("valueTypes.flag") private var flag = false
        @AppStorage("valueTypes.count") private var count = 1
        @AppStorage("valueTypes.ratio") private var ratio = 0.5
        @AppStorage("valueTypes.name") private var name = "Ada"
        @AppStorage("valueTypes.url") private var url = URL(string: "https://a.example")!
        @AppStorage("valueTypes.data") private var data = Data([1])
        @AppStorage("valueTypes.theme") private var theme = Theme.light
        @AppStorage("valueTypes.level", store: .standard) private var level = Level.low
        @AppStorage("valueTypes.nickname") private var nickname: String?
        @AppStorage("valueTypes.age") private var age: Int?
        @AppStorage("valueTypes.homepage") private var homepage: URL?
        @AppStorage("valueTypes.savedTheme") private var savedTheme: Theme?

        var body: some View {
            VStack {
                Text("\(flag) \(count) \(ratio) \(name) \(url.host ?? "") \(data.count) \(theme) \(level)")
                Text(
                    "\(nickname ?? "-") \(age.map(String.init) ?? "-") \(homepage?.host ?? "-") \(savedTheme.map { "\($0)" } ?? "-")"
                )
                Button("Change") {
                    flag = true
                    count += 1
                    ratio = 0.75
                    name = "Grace"
                    url = URL(string: "https://b.example")!
                    data = Data([1, 2])
                    theme = .dark
                    level = .high
                    nickname = "G"
                    age = 36
                    homepage = URL(string: "https://c.example")
                    savedTheme = .dark
                }
            }
            .defaultAppStorage(.standard)
        }
    }

    @Test func everyValueType_startsFromItsDefault_andKeepsWhatIsWritten() throws {
        let host = ViewHost(Settings())
        #expect(host.render().hasPrefix("false 1 0.500000 Ada a.example 1 light low\n- - - -"))

        try host.tap("Change")

        #expect(host.render().hasPrefix("true 2 0.750000 Grace b.example 2 dark high\nG 36 c.example dark"))
        let again = ViewHost(Settings())
        #expect(again.render().hasPrefix("true 2 0.750000 Grace b.example 2 dark high"))
    }
}
