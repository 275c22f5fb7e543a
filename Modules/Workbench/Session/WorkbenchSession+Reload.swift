import Foundation
import TextUI

extension WorkbenchSession {
    /// The commands that bring the session back as it is: the mount (with its story and values),
    /// then each state-changing step since, as undo and redo left them. Empty when nothing is mounted.
    func resumeCommands() -> [String] {
        mount?.resumeCommands() ?? []
    }

    /// Runs `file`'s commands without showing what they print, then shows the component as they
    /// left it, with how long the reload took since the change was saved and, when the old process
    /// measured its parts, where the time went (``ReloadParts``).
    ///
    /// - Parameter file: What the previous process handed over.
    /// - Returns: False, having said which command failed, when one did (the rest still run).
    @discardableResult
    func resume(_ file: ResumeFile) async -> Bool {
        let clock = ContinuousClock()
        let replayStarted = clock.now
        let restart = file.parts.map { Date().timeIntervalSince1970 - $0.handedOverAt } ?? 0
        let failed = await replay(file.commands)
        let renderStarted = clock.now
        var rendering: [StyledLine]?
        if let mount, mount.isMounted { rendering = mount.rendering(.standard, rowLimit: options.rowLimit) }
        let rendered = clock.now
        let seconds = Date().timeIntervalSince1970 - file.changedAt
        output.write(
            String(
                format: "watch: reloaded in %.2f s from the save (build %.2f s), %d command(s) replayed",
                seconds, file.buildSeconds, file.commands.count))
        if let parts = file.parts {
            output.write(
                parts.line(
                    restart: restart, replay: (renderStarted - replayStarted).inSeconds,
                    rendering: (rendered - renderStarted).inSeconds))
        }
        for (command, reason) in failed {
            output.writeError("could not replay \(command) after the change: \(reason)")
        }
        if let rendering { show(rendering) }
        return failed.isEmpty
    }

    /// Turns watching on or off, or says whether it is on.
    func setWatching(_ on: Bool?) throws {
        guard let liveReload else {
            throw WorkbenchError.cannotWatch
        }
        switch on {
        case true?: liveReload.start()
        case false?: liveReload.stop()
        case nil: break
        }
        let folders = liveReload.reload.watching.joined(separator: ", ")
        output.write(liveReload.isWatching ? "watching \(folders)" : "not watching (watch on starts)")
    }
}

/// Whether the session shows nothing for now (see ``WorkbenchSession/quietly(_:)``).
@MainActor
final class QuietSwitch {
    var isOn = false
}

extension WorkbenchSession {
    /// Runs `commands` in order, showing nothing they write (a failed one does not stop the rest).
    ///
    /// - Returns: Each command that failed, with its error.
    func replay(_ commands: [String]) async -> [(command: String, reason: String)] {
        var failed: [(command: String, reason: String)] = []
        for command in commands {
            lastError = nil
            let outcome = await quietly { await execute(command) }
            if outcome != .succeeded { failed.append((command, lastError ?? "it failed")) }
        }
        return failed
    }

    /// Runs `body` showing nothing it writes.
    func quietly<Result>(_ body: () async -> Result) async -> Result {
        let wasOn = quiet.isOn
        quiet.isOn = true
        defer { quiet.isOn = wasOn }
        return await body()
    }
}
