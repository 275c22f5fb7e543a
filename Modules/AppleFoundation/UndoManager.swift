import Foundation

/// Records operations so that they can be undone and redone: Apple's `UndoManager`, which Linux's
/// Foundation does not have.
///
/// An operation is a closure registered with ``registerUndo(withTarget:handler:)``; ``undo()``
/// runs the last group of them, and what they register while undoing becomes what ``redo()``
/// runs. With ``groupsByEvent`` (the default), the operations registered during one turn of the
/// main queue form one group, as one event's do on iOS; ``beginUndoGrouping()`` and
/// ``endUndoGrouping()`` make groups of their own. (A test that taps twice in a row without
/// awaiting makes one event of both taps: `await Task.yield()` between them lets the main queue
/// end the first, as each tap is its own event on iOS.)
///
/// ```swift
/// import Foundation
///
/// @MainActor final class Tally {
///     var count = 0
///     let undoManager = UndoManager()
///
///     func add(_ amount: Int) {
///         count += amount
///         undoManager.registerUndo(withTarget: self) { tally in tally.add(-amount) }
///         undoManager.setActionName("Add")
///     }
/// }
/// ```
@MainActor
open class UndoManager: NSObject {
    /// One operation: its target (not kept alive) and what to do to it.
    private struct Operation {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }

    /// Operations undone or redone together, and their action's name.
    private struct Group {
        var operations: [Operation] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open, outermost first; `automatic` when the outermost was opened by a registration.
    private var open: [Group] = []
    private var automatic = false
    private var disabled = 0

    /// Whether an undo is running (its registrations go to the redo stack).
    open private(set) var isUndoing = false
    /// Whether a redo is running.
    open private(set) var isRedoing = false
    /// Whether registrations of one turn of the main queue are grouped automatically.
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// An undo manager with nothing to undo.
    public nonisolated override init() {
        super.init()
    }

    /// Whether there is a group to undo.
    open var canUndo: Bool {
        !undoStack.isEmpty || (automatic && open.count == 1 && !open[0].operations.isEmpty)
    }

    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// How many groups are open.
    open var groupingLevel: Int { open.count }

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    /// The name of the action ``undo()`` would undo.
    open var undoActionName: String { (automatic && open.count == 1 ? open.first : undoStack.last)?.name ?? "" }

    /// The name of the action ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// `Undo`, followed by the action's name when it has one.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// `Redo`, followed by the action's name when it has one.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// `Undo` and an action's name.
    ///
    /// - Parameter actionName: The name.
    /// - Returns: The menu item's title.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// `Redo` and an action's name.
    ///
    /// - Parameter actionName: The name.
    /// - Returns: The menu item's title.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Registers an operation that undoes a change to `target`. The target is not kept alive: an
    /// operation whose target has gone does nothing.
    ///
    /// - Parameters:
    ///   - target: What the operation changes.
    ///   - handler: The operation, given the target.
    public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard disabled == 0 else { return }
        if open.isEmpty {
            guard groupsByEvent || isUndoing || isRedoing else { return }
            beginAutomaticGroup()
        }
        open[open.count - 1].operations.append(
            Operation(target: target) { object in
                if let target = object as? TargetType { handler(target) }
            })
        if !isUndoing, !isRedoing { redoStack.removeAll() }
    }

    /// Names the action of the group being recorded (`Undo Add`).
    ///
    /// - Parameter actionName: The name.
    open func setActionName(_ actionName: String) {
        if open.isEmpty {
            if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
        } else {
            open[0].name = actionName
        }
    }

    /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is undone together.
    open func beginUndoGrouping() {
        open.append(Group())
    }

    /// Closes the group ``beginUndoGrouping()`` opened (nothing when none is open).
    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty {
            automatic = false
            push(group)
        } else {
            open[open.count - 1].operations += group.operations
        }
    }

    /// Undoes the last group (closing the group opened automatically first, as iOS does).
    open func undo() {
        closeAutomaticGroup()
        guard open.isEmpty, let group = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        run(group, into: &redoStack)
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last group undone.
    open func redo() {
        closeAutomaticGroup()
        guard open.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        run(group, into: &undoStack)
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
        automatic = false
    }

    /// Forgets the operations on a target.
    ///
    /// - Parameter target: The target.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: Group) -> Group {
            var group = group
            group.operations.removeAll { $0.target === object }
            return group
        }
        undoStack = undoStack.map(keep).filter { !$0.operations.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.operations.isEmpty }
        open = open.map(keep)
    }

    /// Stops recording registrations until ``enableUndoRegistration()`` (calls nest).
    open func disableUndoRegistration() {
        disabled += 1
    }

    /// Records registrations again.
    open func enableUndoRegistration() {
        disabled = max(0, disabled - 1)
    }

    /// Runs a group's operations, last first, collecting what they register as one group named as
    /// it was, for the other stack.
    private func run(_ group: Group, into stack: inout [Group]) {
        open.append(Group(name: group.name))
        for operation in group.operations.reversed() {
            if let target = operation.target { operation.run(target) }
        }
        let inverse = open.removeLast()
        if !inverse.operations.isEmpty { stack.append(inverse) }
        trim()
    }

    private func push(_ group: Group) {
        guard !group.operations.isEmpty else { return }
        undoStack.append(group)
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if levelsOfUndo > 0, redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// Opens the group of this turn of the main queue, closed at its end.
    private func beginAutomaticGroup() {
        beginUndoGrouping()
        guard !isUndoing, !isRedoing else { return }
        automatic = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.closeAutomaticGroup() }
        }
    }

    private func closeAutomaticGroup() {
        if automatic, open.count == 1 { endUndoGrouping() }
    }
}

extension Notification.Name {
    /// Posted after an ``UndoManager`` undoes a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after an ``UndoManager`` redoes a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
