import SwiftUI

public struct DeckApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            DeckView()
        }
    }
}
