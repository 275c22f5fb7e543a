import Observation
import Testing
import TextUI

/// A host the app lets go of frees its views and what their environment holds, even when a view
/// kept in the environment reads the environment itself (a custom style with `@Environment`
/// properties, as `ToggleStyle`'s documentation shows: developer.apple.com/documentation/swiftui/togglestyle).
/// LeakSanitizer found such trees kept alive forever.
@MainActor
@Suite struct EnvironmentLifetimeTests {
    @Observable final class Account {
        var name = "Ada"
    }

    struct CheckStyle: ToggleStyle {
        @Environment(\.isEnabled) private var isEnabled
        @Environment(Account.self) private var account

        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isOn ? "on" : "off")
                Text(isEnabled ? account.name : "-")
            }
        }
    }

    struct Settings: View {
        @State private var isOn = true
        var body: some View {
            Toggle("Sync", isOn: $isOn).toggleStyle(CheckStyle())
        }
    }

    @Test func aDroppedHost_freesWhatAStyleInItsEnvironmentRead() {
        weak var account: Account?
        do {
            let model = Account()
            account = model
            let host = ViewHost(Settings().environment(model))
            #expect(host.render() == "Sync on Ada")
        }

        #expect(account == nil, "the style's @Environment kept the environment, and the account, alive")
    }

    @Test func aStylesEnvironment_followsItsNode() throws {
        let model = Account()
        let host = ViewHost(Settings().environment(model).disabled(false))

        model.name = "Grace"

        #expect(host.render() == "Sync on Grace")
    }
}
