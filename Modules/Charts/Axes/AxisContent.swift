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

/// Builds an axis's content from ``AxisMarks`` and their parts, `if`, `if`/`else` and loops.
@resultBuilder @MainActor
public struct AxisContentBuilder {
    /// A piece of axis content.
    ///
    /// - Parameter content: The piece.
    /// - Returns: The piece, its type erased.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentGroup {
        AxisContentGroup(append: { content.collectAxisMarks(into: &$0) })
    }

    /// Several pieces of axis content (none: the axis shows nothing).
    ///
    /// - Parameter content: The pieces.
    /// - Returns: Content made of each piece.
    public static func buildBlock(_ content: AxisContentGroup...) -> AxisContentGroup {
        joined(content)
    }

    /// Content shown only when a condition holds.
    ///
    /// - Parameter content: The content, or nil.
    /// - Returns: The content, or nothing.
    public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup {
        content ?? AxisContentGroup(append: { _ in })
    }

    /// The first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's content.
    /// - Returns: The content.
    public static func buildEither(first: AxisContentGroup) -> AxisContentGroup { first }

    /// The second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's content.
    /// - Returns: The content.
    public static func buildEither(second: AxisContentGroup) -> AxisContentGroup { second }

    /// The content of each pass of a loop.
    ///
    /// - Parameter content: The passes' content.
    /// - Returns: Content made of each.
    public static func buildArray(_ content: [AxisContentGroup]) -> AxisContentGroup {
        joined(content)
    }

    private static func joined(_ content: [AxisContentGroup]) -> AxisContentGroup {
        AxisContentGroup(append: { marks in
            for piece in content { piece.append(&marks) }
        })
    }
}

/// Axis content made of other axis content (what ``AxisContentBuilder`` builds).
public struct AxisContentGroup: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never
    let append: @MainActor (inout [AxisMarkValues]) -> Void

    func appendAxisMarks(to marks: inout [AxisMarkValues]) { append(&marks) }
}
