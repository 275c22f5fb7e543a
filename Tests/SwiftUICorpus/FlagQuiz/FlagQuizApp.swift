import SwiftUI

public struct FlagQuizApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            QuizView(deck: FlagDeck.standard, shuffles: false)
        }
    }
}
