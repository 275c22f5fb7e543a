import SwiftUI

public struct TipJarApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            CheckView()
        }
    }
}
