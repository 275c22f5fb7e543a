import Testing
import TextUI

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

private struct FlagKey: EnvironmentKey {
    static let defaultValue = false
}

private struct CountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
@Suite struct EnvironmentTests {
    @MainActor @Observable
    final class Profile {
        var name = "Ada"
    }

    struct ThemeLabel: View {
        @Environment(\.theme) var theme
        var body: some View { Text("theme: \(theme)") }
    }

    struct ThemeRoot: View {
        @State var theme = "dark"
        @State var unrelated = 0
        var body: some View {
            VStack {
                ThemeLabel().environment(\.theme, theme)
                Text("\(unrelated)")
            }
        }
    }

    struct ProfileName: View {
        @Environment(Profile.self) var profile
        var body: some View { Text(profile.name) }
    }

    struct OptionalProfileName: View {
        @Environment(Profile.self) var profile: Profile?
        var body: some View { Text(profile?.name ?? "nobody") }
    }

    @Test func customKey_givesItsDefault_whenNoAncestorSetsIt() {
        #expect(ViewHost(ThemeLabel()).render() == "theme: light")
    }

    @Test func environmentModifier_setsTheValueForDescendants() throws {
        let host = ViewHost(ThemeRoot())
        #expect(host.render().contains("theme: dark"))

        try host.setState("ThemeRoot.theme", to: "sepia")

        #expect(host.render().contains("theme: sepia"))
    }

    @Test func unchangedEnvironmentValue_doesNotReevaluateTheReader() throws {
        let host = ViewHost(ThemeRoot())
        host.resetBodyEvaluationCounts()

        try host.setState("ThemeRoot.unrelated", to: 1)
        #expect(host.render().contains("1"))

        #expect(host.bodyEvaluationCount(of: ThemeLabel.self) == 0)
    }

    @Test func transformEnvironment_changesTheInheritedValue() {
        let host = ViewHost(ThemeLabel().transformEnvironment(\.theme) { $0 += "!" })
        #expect(host.render() == "theme: light!")
    }

    @Test func observableObject_isFoundByItsType_andUpdatesItsReaders() {
        let profile = Profile()
        let host = ViewHost(ProfileName().environment(profile))
        #expect(host.render() == "Ada")

        profile.name = "Grace"

        #expect(host.render() == "Grace")
    }

    @Test func optionalObject_isNil_withoutAnAncestorStoringIt() {
        #expect(ViewHost(OptionalProfileName()).render() == "nobody")
        #expect(ViewHost(OptionalProfileName().environment(Profile())).render() == "Ada")
    }

    @Test func isEnabledSetThroughTheEnvironment_disablesControls() {
        let host = ViewHost(Button("Save") {}.environment(\.isEnabled, false))
        #expect(host.render() == "[ Save ] (disabled)")
    }

    @Test func environments_areEqual_whenTheirValuesAre() {
        var first = EnvironmentValues()
        var second = EnvironmentValues()
        first.theme = "dark"
        second.theme = "dark"
        #expect(first == second)
        second.theme = "light"
        #expect(first != second)
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
    /// EnvironmentValuesCompatibilityTests (the keys written, the latest first, a key written
    /// twice listed twice; reading adds nothing).
    @Test func description_listsTheKeysWritten_latestFirst() {
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        _ = environment[FlagKey.self]
        #expect(environment.description == "[]")
        environment[FlagKey.self] = false
        #expect(environment.description == "[EnvironmentPropertyKey<FlagKey> = false]")
        environment[FlagKey.self] = true
        environment[CountKey.self] = 1
        #expect(
            environment.description
                == "[EnvironmentPropertyKey<CountKey> = 1, EnvironmentPropertyKey<FlagKey> = true, "
                + "EnvironmentPropertyKey<FlagKey> = false]")
    }

    @Test func description_ofAnEnvironmentWrittenOverAndOver_keepsTheLatestOfEachKey() {
        var environment = EnvironmentValues()
        for count in 0..<1_000 { environment[CountKey.self] = count }
        #expect(environment.description.hasPrefix("[EnvironmentPropertyKey<CountKey> = 999, "))
        #expect(environment.description.components(separatedBy: "CountKey").count <= 40)
    }
}
