import SwiftUI

public struct PreferencesApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            SettingsView()
        }
        #if os(macOS)
            Settings {
                SettingsView()
            }
        #endif
    }
}
