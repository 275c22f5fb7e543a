import Catalog
import Foundation
import TextUI

/// What one mount remembers of its past: the log of writes (with the mount and dependency swaps
/// between them), the undo checkpoints, and the state-changing steps since the mount, which
/// `watch` replays and `export test` turns into code. Undo and redo keep the three in step: the
/// log marks what was undone, the steps are taken back off and put back on.
@MainActor
final class SessionHistory {
    private(set) var log: SessionLog
    private var checkpoints = UndoHistory<SessionSnapshot>()
    /// The element writes heard since the last checkpoint was compacted.
    private var heard = HeardElementWrites()
    private(set) var steps: ReplaySteps
    /// The log positions each undo marked undone, newest last, for redo to unmark.
    private var undoneLogPositions: [Range<Int>] = []
    /// True while undo or redo puts values back (those writes are not logged: the entries they
    /// rewind are marked instead).
    private(set) var isRewinding = false
    /// True while a replay takes steps again that the log, kept from before, already shows.
    var isReplayingLoggedSteps = false
    /// The steps a replay could not take again (the first of them failed), kept until `replay`
    /// takes them or a new step goes on without them.
    var pendingSteps: [ReplayScript.Step] = []
    /// What the next step waits for when it is taken again, when a replay takes it (its own
    /// wait, recorded the first time); nil when a person takes it.
    var replayedStepWait: ReplayWait?
    /// The longest `settle SECONDS` run since the last step, in seconds: the next step's replay
    /// waits as long.
    private var settledSince: Double?

    init(options: WorkbenchSession.Options) {
        log = SessionLog(capacity: options.logCapacity)
        steps = ReplaySteps(capacity: options.stepCapacity)
    }

    // MARK: The log

    /// Logs the mount of `name` with the bindings given to it.
    func recordMount(of name: String, with assignments: [Command.BindingAssignment]) {
        let bindings = assignments.map { "\($0.name)=\($0.json)" }.joined(separator: " ")
        log.append(
            SessionLog.Entry(time: Date(), path: name, oldValue: "", newValue: bindings, origin: .user, kind: .mount))
    }

    /// Logs a write of the binding or state `key` (a binding's name, a state's path), shown as
    /// `path`; `changedElements` are the offsets of the elements it changed, when it wrote
    /// elements of an array (nil when the whole value may have changed).
    func recordWrite(
        of key: String, at path: String, from old: Any?, to new: Any, changedElements: [Int]?, origin: UpdateOrigin
    ) {
        heard.record(key: key, old: old, new: new, changedElements: changedElements)
        guard !(isRewinding && origin == .user), !isReplayingLoggedSteps else { return }
        let summary = ChangeSummary.summarize(root: path, old: old, new: new, changedElements: changedElements)
        log.append(
            SessionLog.Entry(
                time: Date(), path: summary.path, oldValue: summary.old, newValue: summary.new, origin: origin))
    }

    /// Logs a swap of `dependency` from the choice `old` to `new` (the component mounted again).
    func recordSwap(of dependency: String, from old: DependencySelection?, to new: DependencySelection) {
        log.append(
            SessionLog.Entry(
                time: Date(), path: dependency, oldValue: old?.description ?? "—", newValue: new.description,
                origin: .user, kind: .dependencySwap))
    }

    // MARK: Steps and checkpoints

    /// Records a state-changing step taken from the state `before`: a checkpoint for undo (what
    /// could be redone, and what a replay could not take again, is forgotten) and the step, with
    /// what it waited for, for replay and export.
    func recordStep(_ step: SessionStep, before: SessionSnapshot, wait: ReplayWait) {
        checkpoints.checkpoint(before)
        undoneLogPositions.removeAll()
        pendingSteps.removeAll()
        var step = step
        step.wait = wait
        steps.append(step)
    }

    /// What the step about to be taken waited for: the host settled but for the tasks of the
    /// views at `running` (one per task), within `bound` or the longer `settle` run since the
    /// last step (a replay takes it with the wait it had the first time).
    func waitBeforeStep(running: [String], bound: Duration) -> ReplayWait {
        defer {
            settledSince = nil
            replayedStepWait = nil
        }
        if let replayedStepWait { return replayedStepWait }
        return ReplayWait(running: running, seconds: max(bound.inSeconds, settledSince ?? 0))
    }

    /// Notes a `settle` of `seconds` run by the user: the next step's replay waits as long.
    func noteSettle(_ seconds: Double) {
        settledSince = max(settledSince ?? 0, seconds)
    }

    /// Carries on `earlier`, the log of the mount this one replaces (undo or redo mounting again),
    /// with an entry saying why it was mounted again.
    func continueLog(_ earlier: SessionLog, reason: String, name: String) {
        log = earlier
        log.append(
            SessionLog.Entry(time: Date(), path: name, oldValue: "", newValue: reason, origin: .user, kind: .mount))
    }

    /// Keeps only what the last step changed in its checkpoint (one element of a large list, not
    /// the whole list), now that `present` shows it.
    func compactLastCheckpoint(against present: SessionSnapshot) {
        checkpoints.updateLast { $0.compacted(against: present, heard: heard) }
        heard.removeAll()
    }

    /// The checkpoint to go back to (undo) or forward to (redo) from `present`, with the log marked
    /// (undo) or unmarked (redo) and the steps taken off or put back; nil when there is none.
    func rewind(undo: Bool, from present: SessionSnapshot) -> SessionSnapshot? {
        let target = undo ? checkpoints.undo(from: present) : checkpoints.redo(from: present)
        guard let target else { return nil }
        pendingSteps.removeAll()
        if undo {
            let positions = target.logCount..<max(target.logCount, present.logCount)
            log.mark(positions, undone: true)
            undoneLogPositions.append(positions)
            steps.rewind(to: target.stepCount)
        } else {
            if let positions = undoneLogPositions.popLast() { log.mark(positions, undone: false) }
            steps.replayUndone()
        }
        return target
    }

    /// Keeps only what differs from `restored` in the checkpoint saved for the opposite direction
    /// by the last ``rewind(undo:from:)``.
    func compactOpposite(ofUndo undo: Bool, against restored: SessionSnapshot) {
        heard.removeAll()
        if undo {
            checkpoints.updateLastRedo { $0.compacted(against: restored) }
        } else {
            checkpoints.updateLast { $0.compacted(against: restored) }
        }
    }

    /// Runs `body` with writes by the user not logged (undo and redo mark entries instead).
    func rewinding<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        isRewinding = true
        defer { isRewinding = false }
        return try await body()
    }

    // MARK: Showing

    /// The last `count` log entries (all that are kept when nil), one a line.
    func describeLog(_ count: Int?) -> String {
        var entries = log.all
        if let count { entries = Array(entries.suffix(count)) }
        guard !entries.isEmpty else { return "no writes yet" }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss.SSS"
        var lines = entries.map { entry in
            let who: String
            switch entry.origin {
            case .user: who = "you"
            case .view: who = "view"
            case .task: who = "task"
            }
            let what: String
            switch entry.kind {
            case .write: what = "\(entry.path): \(entry.oldValue) → \(entry.newValue)"
            case .mount: what = "mounted \(entry.path)" + (entry.newValue.isEmpty ? "" : " " + entry.newValue)
            case .dependencySwap:
                what = "\(entry.path): \(entry.oldValue) → \(entry.newValue) (the component mounted again)"
            }
            return "\(formatter.string(from: entry.time)) \(who.padding(toLength: 4, withPad: " ", startingAt: 0)) "
                + what + (entry.isUndone ? " (undone)" : "")
        }
        if log.droppedCount > 0 { lines.insert("(\(log.droppedCount) older writes dropped)", at: 0) }
        return lines.joined(separator: "\n")
    }
}
