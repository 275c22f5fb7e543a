import TextUI

/// What an error about something the component does not show adds while the component's tasks
/// still run: the load that would show it may not have answered yet (a script that goes on right
/// after `mount`, before the component settled).
enum BusyHint {
    /// What follows the error of something not found while tasks run: that the component is still
    /// busy, and that `settle` waits for its tasks. Empty for other errors, or when no task runs.
    ///
    /// - Parameters:
    ///   - error: The command's error.
    ///   - runningTasks: How many tasks run.
    static func hint(for error: any Error, runningTasks: Int) -> String {
        guard runningTasks > 0, let error = error as? ViewHostError, error.isAboutSomethingNotShown else { return "" }
        let tasks = runningTasks == 1 ? "1 task" : "\(runningTasks) tasks"
        return "; the component is still busy (\(tasks) running, `tasks` lists them): `settle` waits for "
            + (runningTasks == 1 ? "it" : "them")
    }
}

extension ViewHostError {
    /// True for an error that something is not shown (a control, a row, an option), which a
    /// load still running may show later.
    fileprivate var isAboutSomethingNotShown: Bool {
        switch self {
        case .controlNotFound, .optionNotFound, .rowNotFound, .rowNotShown, .controlNotInRow,
            .accessibilityActionNotFound:
            true
        default: false
        }
    }
}
