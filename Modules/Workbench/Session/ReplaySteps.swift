/// The state-changing steps taken since the component was mounted, in order, for `export test`.
/// Undo takes steps back off (redo puts them back); a new step forgets what could be redone. At
/// most `capacity` steps are kept, so a long session stays small: past that the replay is
/// incomplete (`isTruncated`) until the next mount, and export says so.
struct ReplaySteps {
    /// How many steps are kept.
    let capacity: Int
    /// The steps, oldest first.
    private(set) var steps: [SessionStep] = []
    /// Steps undo took off, newest last, for redo.
    private var undone: [[SessionStep]] = []
    /// True once a step was not kept because `capacity` steps were.
    private(set) var isTruncated = false

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { steps.count }

    /// Records a new step (what could be redone is forgotten).
    mutating func append(_ step: SessionStep) {
        undone.removeAll()
        if steps.count < capacity {
            steps.append(step)
        } else {
            isTruncated = true
        }
    }

    /// Undo: keeps the first `count` steps, saving the rest for redo.
    mutating func rewind(to count: Int) {
        undone.append(Array(steps[min(max(0, count), steps.count)...]))
        steps.removeLast(max(0, steps.count - count))
    }

    /// Redo: puts back what the last undo took off.
    mutating func replayUndone() {
        if let again = undone.popLast() { steps.append(contentsOf: again) }
    }
}
