// What a drop target is told as a drag moves over it and ends (`onDrop(of:delegate:)`). Nobody
// drags in text output: a delegate compiles and is never called.

/// What a drop would do with what is dragged.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// What a drop target proposes to do with a drag over it.
public struct DropProposal: Sendable, Equatable {
    /// The proposed operation.
    public let operation: DropOperation

    /// A proposal of an operation.
    ///
    /// - Parameter operation: What the drop would do.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// A drag over a drop target: where it is (`hasItemsConforming(to:)` and `itemProviders(for:)`
/// take `UTType`s and give `NSItemProvider`s, which Linux does not have).
public struct DropInfo: Sendable {
    /// Where the drag is, in the target's coordinates.
    public var location: CGPoint
}

/// An object that decides what a drop target does with drags over it. Text output has no drags:
/// nothing calls a delegate.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop here is allowed (true unless implemented).
    ///
    /// - Parameter info: The drag.
    /// - Returns: Whether to accept it.
    func validateDrop(info: DropInfo) -> Bool

    /// Takes the dropped items.
    ///
    /// - Parameter info: The drop.
    /// - Returns: Whether the drop succeeded.
    func performDrop(info: DropInfo) -> Bool

    /// A drag entered the target.
    ///
    /// - Parameter info: The drag.
    func dropEntered(info: DropInfo)

    /// A drag moved in the target.
    ///
    /// - Parameter info: The drag.
    /// - Returns: What a drop would do now, or nil for the previous proposal.
    func dropUpdated(info: DropInfo) -> DropProposal?

    /// A drag left the target.
    ///
    /// - Parameter info: The drag.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Allows every drop.
    ///
    /// - Parameter info: The drag.
    /// - Returns: True.
    public func validateDrop(info: DropInfo) -> Bool { true }

    /// Does nothing.
    ///
    /// - Parameter info: The drag.
    public func dropEntered(info: DropInfo) {}

    /// Keeps the previous proposal.
    ///
    /// - Parameter info: The drag.
    /// - Returns: Nil.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }

    /// Does nothing.
    ///
    /// - Parameter info: The drag.
    public func dropExited(info: DropInfo) {}
}
