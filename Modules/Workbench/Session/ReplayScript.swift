/// What a replay takes again: the `mount` line, then each state-changing step's line with what
/// the step waited for when it was taken (see ``ReplayWait``).
struct ReplayScript {
    /// One step: its command line and its wait.
    struct Step {
        var line: String
        var wait: ReplayWait
    }

    /// The `mount` line (the component, its story and the values given to it).
    var mountLine: String
    /// The steps, oldest first.
    var steps: [Step]

    /// The lines, the mount's first, as a resume file and the tests read them.
    var commands: [String] { [mountLine] + steps.map(\.line) }

    /// The script of `commands` (a mount line, then steps) with `waits` for the steps (one per
    /// step, as a resume file keeps them); a step without one waits for the host to settle, for at
    /// most `seconds`.
    init(commands: [String], waits: [ReplayWait], seconds: Double) {
        mountLine = commands.first ?? ""
        steps = commands.dropFirst().enumerated().map { offset, line in
            Step(line: line, wait: offset < waits.count ? waits[offset] : ReplayWait(seconds: seconds))
        }
    }

    init(mountLine: String, steps: [Step]) {
        self.mountLine = mountLine
        self.steps = steps
    }
}

/// Where a replay stopped: the step it could not take again (after waiting for what the step
/// waited for, and once more after the host settled), and why.
struct ReplayStop {
    /// The step's position among the script's steps (0 for the first); nil when the mount failed.
    let index: Int?
    /// The command line that failed.
    let line: String
    /// Its error.
    let reason: String
    /// How many steps the script had.
    let stepCount: Int

    /// `step 3 of 5 (swipe Cinema) could not be taken again: REASON`, or the mount's failure.
    var description: String {
        guard let index else { return "\(line) failed: \(reason)" }
        return "step \(index + 1) of \(stepCount) (\(line)) could not be taken again: \(reason)"
    }

    /// What the session keeps and offers after it: where it stands and how to go on.
    var offer: String {
        guard let index else { return "nothing is mounted" }
        let rest = index + 1 == stepCount ? "step \(stepCount)" : "steps \(index + 1)–\(stepCount)"
        return "the session stands after step \(index) of \(stepCount), its log and its steps kept: "
            + "`replay` takes \(rest) again, a new step goes on from step \(index)"
    }
}
