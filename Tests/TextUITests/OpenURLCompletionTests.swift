import Foundation
import Testing
import TextUI

/// `openURL(url) { accepted in … }` says whether the URL was opened: false when the handler
/// discarded it, true when it handled it or the system opened it
/// (https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:completion:)).
@MainActor
@Suite struct OpenURLCompletionTests {
    struct Opener: View {
        @Environment(\.openURL) var openURL
        let accepted: (Bool) -> Void
        var body: some View {
            Button("Docs") { openURL(URL(string: "https://docs.example.com")!) { accepted($0) } }
        }
    }

    @Test func theCompletion_saysWhetherTheURLWasOpened() throws {
        var answers: [Bool] = []
        let system = ViewHost(Opener { answers.append($0) })
        try system.tap("Docs")
        #expect(system.openedURLs == [URL(string: "https://docs.example.com")!])
        let handled = ViewHost(
            Opener { answers.append($0) }.environment(\.openURL, OpenURLAction { _ in .handled }))
        try handled.tap("Docs")
        let discarded = ViewHost(
            Opener { answers.append($0) }.environment(\.openURL, OpenURLAction { _ in .discarded }))
        try discarded.tap("Docs")
        #expect(answers == [true, true, false])
        #expect(handled.openedURLs.isEmpty && discarded.openedURLs.isEmpty)
    }
}
