import Foundation
import TextUI

/// `open URL`: opens a URL in the app, as the system does when a link from elsewhere is followed:
/// its `onOpenURL` actions run.
struct OpenCommand: ActingCommand {
    let name = "open"
    let usage = "URL"
    let summary = "open a URL in the app, as a link from another app does (its onOpenURL actions run)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String {
        let text = try arguments.required("URL")
        guard URL(string: text)?.scheme != nil else {
            throw arguments.usage(
                "expected a URL with a scheme (myapp://item/42), found \(ArgumentText.quoted(text, limit: 40))")
        }
        return text
    }

    @MainActor func act(_ text: String, on host: ViewHost, in session: WorkbenchSession) async throws {
        guard let url = URL(string: text), host.open(url) else { throw WorkbenchError.nothingOpensURLs }
    }

    func replayLine(_ text: String) -> String { "open \(ArgumentText.written(text))" }

    @MainActor func code(_ text: String, in test: ExportedTest) throws -> [String] {
        ["#expect(host.open(try #require(URL(string: \(SwiftCode.literal(text))))))"]
    }
}
