import Foundation
import Locking
import LoopbackServer
import Testing

@testable import Workbench

/// What the line editor says about its history (HistoryFile.openForEditor, which it calls) names the app it
/// runs in (a generated workbench said `movies:`).
@Suite struct HistoryWarningTests {
    @Test func aHistoryThatCannotBeKept_isReportedUnderTheAppsName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let said = Locked("")
        let sink = TerminalSink { _, data in said.withLock { $0 += String(decoding: data, as: UTF8.self) } }

        #expect(HistoryFile.openForEditor(directory.url.path, appName: "shelf", warnings: sink) == nil)

        #expect(
            said.value
                == "shelf: \(directory.url.path) is a directory, not a history file; running without saved history\n")
    }
}
