import SwiftUI

public struct SupporterApp: App {
    @StateObject private var store = Store()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}
