import SwiftUI

/// A travel journal written as Swift 5 apps are (Xcode's default language mode): places added by
/// tapping a map, settings kept in `@AppStorage`, haptics, a spell-checked journal in a wrapped
/// `UITextView`, and how long the trip has lasted.
public struct JourneysApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            PlacesView()
        }
    }
}
