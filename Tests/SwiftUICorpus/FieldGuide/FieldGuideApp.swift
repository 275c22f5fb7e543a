import SwiftUI

public struct FieldGuideApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            BirdListView(birds: Bird.guide)
        }
    }
}
