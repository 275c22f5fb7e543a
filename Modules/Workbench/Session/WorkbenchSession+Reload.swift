import Foundation
import TextUI

extension WorkbenchSession {
    /// The commands that bring the session back as it is: the mount (with its story and values),
    /// then each state-changing step since, as undo and redo left them. Empty when nothing is mounted.
    func resumeCommands() -> [String] {
        mount?.resumeCommands() ?? []
    }

    /// Runs `file`'s commands without showing what they print, each step once the component
    /// reached what it waited for the first time, then shows the component as they left it, with
    /// how long the reload took since the change was saved and, when the old process measured its
    /// parts, where the time went (``ReloadParts``). A step that cannot be taken again stops the
    /// replay (the steps from it on are kept, for `replay`).
    ///
    /// - Parameter file: What the previous process handed over.
    /// - Returns: False, having said which command failed and how to go on, when one did.
    @discardableResult
    func resume(_ file: ResumeFile) async -> Bool {
        let clock = ContinuousClock()
        let replayStarted = clock.now
        let restart = file.parts.map { Date().timeIntervalSince1970 - $0.handedOverAt } ?? 0
        let script = ReplayScript(
            commands: file.commands, waits: file.waits ?? [], seconds: options.settleTimeout.inSeconds)
        let stop = await replay(script, keepingLog: nil, as: "watch")
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
        if let stop {
            output.writeError("could not replay the session after the change: \(stop.description); \(stop.offer)")
        }
        if let rendering { show(rendering) }
        return stop == nil
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
    /// Takes `script` again without showing what it writes: mounts, then takes each step once
    /// the component reached what the step waited for the first time (``ReplayWait``); a step that
    /// fails while the component is still busy is tried once more after it settled. With
    /// `keepingLog`, the new mount's log goes on from it (the replayed writes are in it already).
    ///
    /// - Parameters:
    ///   - script: The mount and the steps.
    ///   - keepingLog: The log of the mount being replaced, or nil.
    ///   - reason: What took the steps again (`undo`, `watch`), for the log.
    /// - Returns: Where it stopped, or nil when every step was taken again. Stopped at a step, the
    ///   component stands after the step before, and the steps from the failed one on are kept
    ///   for `replay`.
    func replay(_ script: ReplayScript, keepingLog log: SessionLog?, as reason: String) async -> ReplayStop? {
        lastError = nil
        guard await quietly({ await execute(script.mountLine) }) == .succeeded, let mount = mounted else {
            return ReplayStop(index: nil, line: script.mountLine, reason: lastError ?? "it failed", stepCount: 0)
        }
        if let log {
            mount.history.continueLog(log, reason: "again, its steps taken again (\(reason))", name: mount.name)
        }
        return await take(script.steps, on: mount, logged: log == nil, counting: script.steps.count)
    }

    /// Takes `steps` again on `mount` (see ``replay(_:keepingLog:as:)``), the first of them being
    /// step `total - steps.count` of `total`.
    func take(_ steps: [ReplayScript.Step], on mount: Mount, logged: Bool, counting total: Int) async -> ReplayStop? {
        mount.history.isReplayingLoggedSteps = !logged
        defer { mount.history.isReplayingLoggedSteps = false }
        for (offset, step) in steps.enumerated() {
            await mount.wait(for: step.wait)
            var outcome = await takeAgain(step, on: mount)
            if outcome != .succeeded, mount.isMounted, mount.isBusy {
                // Busy still (a task the step did not wait for, or one slower than its bound):
                // once it settled, what the step needs may be there.
                await mount.settle(timeout: step.wait.timeout)
                outcome = await takeAgain(step, on: mount)
            }
            if outcome != .succeeded {
                mount.history.pendingSteps = Array(steps[offset...])
                return ReplayStop(
                    index: total - steps.count + offset, line: step.line, reason: lastError ?? "it failed",
                    stepCount: total)
            }
        }
        return nil
    }

    /// Runs `step`'s line quietly, recording the step with the wait it had the first time.
    private func takeAgain(_ step: ReplayScript.Step, on mount: Mount) async -> Outcome {
        lastError = nil
        mount.history.replayedStepWait = step.wait
        defer { mount.history.replayedStepWait = nil }
        return await quietly { await execute(step.line) }
    }

    /// `replay`: takes again the steps a replay could not take, from the one that failed.
    func replayPending() async throws {
        let mount = try requireMount()
        let pending = mount.history.pendingSteps
        guard !pending.isEmpty else { throw WorkbenchError.nothingToReplay }
        mount.history.pendingSteps = []
        let total = mount.steps.count + pending.count
        if let stop = await take(pending, on: mount, logged: true, counting: total) {
            throw WorkbenchError.replayStopped("replay: \(stop.description); \(stop.offer)")
        }
        output.write("replay: \(pending.count) step(s) taken again")
        try showRendering(.standard)
    }

    /// Runs `body` showing nothing it writes.
    func quietly<Result>(_ body: () async -> Result) async -> Result {
        let wasOn = quiet.isOn
        quiet.isOn = true
        defer { quiet.isOn = wasOn }
        return await body()
    }
}
