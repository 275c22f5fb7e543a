import SwiftUI

public struct OrbitApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            MissionGridView()
                .preferredColorScheme(.dark)
        }
    }
}
