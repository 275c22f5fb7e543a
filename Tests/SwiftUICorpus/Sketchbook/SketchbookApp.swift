import SwiftUI

public struct SketchbookApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            TabView {
                SpirographView()
                    .tabItem { Label("Spirograph", systemImage: "circle.hexagongrid") }
                CheckerboardView()
                    .tabItem { Label("Checkerboard", systemImage: "checkerboard.rectangle") }
                ColorRingsView()
                    .tabItem { Label("Rings", systemImage: "circle.circle") }
            }
        }
    }
}
