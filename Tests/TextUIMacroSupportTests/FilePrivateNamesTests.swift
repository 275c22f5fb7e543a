import Testing
import TextUIMacroSupport

/// A tool that writes a file's preview out elsewhere (an exported test) learns which names the
/// preview uses that the file keeps to itself, which no other file can reach.
struct FilePrivateNamesTests {
    @Test func privateAndFileprivateDeclarations_atAnyDepth_andAPrivateExtensionsMembers_areFound() {
        let source = """
            // Quotes.swift

            private struct PreviewLoader: QuoteLoading {
                func load() async throws -> [String] { [] }
            }
            fileprivate func makeSample() -> Todo { Todo(title: "x") }
            struct QuotesView: View {
                private static let placeholder = "…"
                @MainActor private final class Box {}
                private(set) var count = 0
                var body: some View { Text("q") }
            }
            private extension Todo {
                static let samples = [Todo(title: "Milk")]
                static func make() -> Todo {
                    let local = Todo(title: "y")
                    return local
                }
            }
            let shared = 1
            """

        #expect(
            FilePrivateNames.declared(in: source)
                == ["PreviewLoader", "makeSample", "placeholder", "Box", "samples", "make"])
    }

    @Test func namesUsed_leaveOutArgumentLabels() {
        #expect(
            FilePrivateNames.used(in: #"QuotesView(loader: PreviewLoader(), title: Todo.samples[0].title)"#)
                == ["QuotesView", "PreviewLoader", "Todo", "samples", "title"])
    }

    @Test func aPreviewsCode_listsThePrivateNamesItUses() {
        let source = """
            private struct FailingLoader: QuoteLoading {}
            private let unused = 1
            #Preview("Failing") { QuotesView(loader: FailingLoader()) }
            #Preview { QuotesView(loader: RemoteLoader()) }
            """

        let previews = PreviewCode.previews(in: source)

        #expect(previews.map { $0?.filePrivateNames } == [["FailingLoader"], []])
    }
}
