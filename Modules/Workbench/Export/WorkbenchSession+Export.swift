import Catalog
import TextUI

extension WorkbenchSession {
    /// Settles, replays the session once more to find the values made at run time, then writes
    /// the replaying test to `file` (an existing one only when `replacing`) or prints it.
    func exportTest(to file: String?, replacing: Bool) async throws {
        let mount = try requireMount()
        let pending = mount.history.pendingSteps.count
        if pending > 0, mount.steps.count == 0 {
            throw WorkbenchError.cannotExport(
                "the replay took none of the session's \(pending) step(s) again yet (replay takes them again)")
        }
        var exporter = try await mount.testExporter(appName: options.appName, settleTimeout: options.settleTimeout)
        exporter.timeZone = options.timeZone
        if let replay = await replayed(mount.replayScript()) {
            let (shown, replayed) = (exporter.finalRendering.lineCount, replay.rendering.lineCount)
            guard shown == replayed else {
                // Not values made at run time: the steps do not make what the session shows.
                throw WorkbenchError.cannotExport(
                    "taking the session's \(exporter.steps.count) step(s) again shows \(replayed) line(s), where "
                        + "the session shows \(shown): something changed that the steps do not make again; mount "
                        + "again and take the steps again")
            }
            exporter.runTimeValues = RunTimeValues.comparing(
                exporter.finalJSON, renderedAs: exporter.finalRendering, with: replay.values,
                renderedAs: replay.rendering)
        }
        let today = RealClockDates.today(in: exporter.finalRendering)
        exporter.today = today
        exporter.notes = today.isEmpty ? [] : [RealClockDates.note(today)]
        let source = Redaction.redact(try exporter.source())
        if !today.isEmpty { output.write("note: " + RealClockDates.note(today)) }
        guard let file else {
            output.write(source)
            return
        }
        try ExportFile.write(source, to: file, replacing: replacing)
        output.write(
            "wrote a test of \(exporter.steps.count) step(s) to \(file)"
                + (pending > 0 ? " (not the \(pending) the replay could not take again: replay takes them)" : ""))
    }

    /// The binding values and rendering that `script` (a mount and the session's steps, each
    /// taken once the component reached what it waited for) leads to, in a session of its own that
    /// shows nothing; nil when one of them fails there.
    private func replayed(_ script: ReplayScript) async -> (values: [String: String], rendering: String)? {
        let silent = SessionOutput(write: { _ in }, writeError: { _ in })
        let replay = WorkbenchSession(catalogs: catalogs, options: options, output: silent)
        defer { replay.unmount() }
        guard await replay.replay(script, keepingLog: nil, as: "export") == nil else { return nil }
        return try? await replay.mount?.finalState(settleTimeout: options.settleTimeout)
    }
}

extension String {
    /// How many lines the text has (one more than its line breaks).
    fileprivate var lineCount: Int {
        utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
