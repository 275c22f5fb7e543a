import Foundation
import Locking
import LoopbackServer
import Testing

@testable import Workbench

/// What the line editor says about its history names the app it runs in (a generated workbench
/// said `movies:`).
@Suite struct HistoryWarningTests {
    @Test func aHistoryThatCannotBeKept_isReportedUnderTheAppsName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let said = Locked("")
        let sink = TerminalSink { _, data in said.withLock { $0 += String(decoding: data, as: UTF8.self) } }

        let core = EditorCore(
            prompt: "shelf> ", historyPath: directory.url.path, appName: "shelf", warnings: sink,
            complete: { _ in CompletionResult(start: 0, candidates: []) })
        core.close()

        #expect(
            said.value
                == "shelf: \(directory.url.path) is a directory, not a history file; running without saved history\n")
    }
}
