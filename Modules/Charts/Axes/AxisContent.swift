import TextUI

/// What an axis shows: ``AxisMarks``, made of grid lines, ticks and value labels.
@MainActor @preconcurrency
public protocol AxisContent {
    /// The content this content is made of; `Never` for built-in content.
    associatedtype Body: AxisContent

    /// The content this content is made of.
    @AxisContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: AxisContent {}

extension AxisContent where Body == Never {
    /// Built-in axis content has no body.
    public var body: Never {
        fatalError("\(type(of: self)) is built-in axis content and has no body")
    }
}

/// Axis content an axis reads directly.
@MainActor
protocol PrimitiveAxisContent {
    /// Appends the axis marks this content makes.
    func appendAxisMarks(to marks: inout [AxisMarkValues])
}

extension AxisContent {
    func collectAxisMarks(into marks: inout [AxisMarkValues]) {
        if let primitive = self as? any PrimitiveAxisContent {
            primitive.appendAxisMarks(to: &marks)
        } else {
            body.collectAxisMarks(into: &marks)
        }
    }
}

/// Builds an axis's content from ``AxisMarks`` and their parts.
@resultBuilder @MainActor
public struct AxisContentBuilder {
    /// No content: the axis shows nothing.
    ///
    /// - Returns: Empty content.
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup(append: { _ in }) }

    /// Several pieces of axis content.
    ///
    /// - Parameter content: The pieces.
    /// - Returns: Content made of each piece.
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentGroup {
        let pieces = (repeat each content)
        return AxisContentGroup(append: { marks in
            for piece in repeat each pieces { piece.collectAxisMarks(into: &marks) }
        })
    }

    /// Content shown only when a condition holds.
    ///
    /// - Parameter content: The content, or nil.
    /// - Returns: The content, or nothing.
    public static func buildIf<C: AxisContent>(_ content: C?) -> AxisContentGroup {
        AxisContentGroup(append: { marks in content?.collectAxisMarks(into: &marks) })
    }

    /// The first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's content.
    /// - Returns: The content.
    public static func buildEither<C: AxisContent>(first: C) -> AxisContentGroup {
        AxisContentGroup(append: { first.collectAxisMarks(into: &$0) })
    }

    /// The second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's content.
    /// - Returns: The content.
    public static func buildEither<C: AxisContent>(second: C) -> AxisContentGroup {
        AxisContentGroup(append: { second.collectAxisMarks(into: &$0) })
    }
}

/// Axis content made of other axis content (what ``AxisContentBuilder`` builds).
public struct AxisContentGroup: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never
    let append: @MainActor (inout [AxisMarkValues]) -> Void

    func appendAxisMarks(to marks: inout [AxisMarkValues]) { append(&marks) }
}
