import TextUI

/// Builds a map's content from markers, annotations, shapes, `ForEach`es, `if` and `if`/`else`,
/// as `ViewBuilder` builds views.
@resultBuilder @MainActor
public struct MapContentBuilder {
    /// No content.
    ///
    /// - Returns: Empty content.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }

    /// One piece of content, as it is.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }

    /// Several pieces of content, shown in order.
    ///
    /// - Parameter content: The pieces.
    /// - Returns: Content showing each piece.
    public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> some MapContent {
        MapContentTuple(value: (repeat each content))
    }

    /// One expression of content, as it is.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }

    /// Content shown only when a condition holds.
    ///
    /// - Parameter content: The content, or nil.
    /// - Returns: The content when there is some.
    public static func buildIf<C: MapContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's content.
    /// - Returns: Content of either branch.
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> ConditionalMapContent<T, F> {
        ConditionalMapContent(branch: .first(first))
    }

    /// The second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's content.
    /// - Returns: Content of either branch.
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> ConditionalMapContent<T, F> {
        ConditionalMapContent(branch: .second(second))
    }

    /// Content behind an availability check, as it is.
    ///
    /// - Parameter content: The content.
    /// - Returns: The content.
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// No content (an empty builder block).
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    /// Empty content.
    public nonisolated init() {}

    func appendItems(to items: inout [MapContentItem]) {}
}

/// Several pieces of content, shown in order.
struct MapContentTuple<each C: MapContent>: MapContent, PrimitiveMapContent {
    let value: (repeat each C)
    typealias Body = Never

    func appendItems(to items: inout [MapContentItem]) {
        for content in repeat each value {
            content.collectItems(into: &items)
        }
    }
}

/// The content of one branch of an `if`/`else` in a map's content.
public struct ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent,
    PrimitiveMapContent
{
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }

    let branch: Branch

    func appendItems(to items: inout [MapContentItem]) {
        switch branch {
        case .first(let content): content.collectItems(into: &items)
        case .second(let content): content.collectItems(into: &items)
        }
    }
}

extension Optional: MapContent where Wrapped: MapContent {
    public typealias Body = Never
}

extension Optional: PrimitiveMapContent where Wrapped: MapContent {
    func appendItems(to items: inout [MapContentItem]) {
        self?.collectItems(into: &items)
    }
}

/// `ForEach` of map content: the content made for each element, shown in order (SwiftUI's
/// `ForEach` is map content when its content is).
extension ForEach: MapContent where Content: MapContent {
    public typealias Body = Never

    /// The content for each element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - content: Makes an element's content.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, identifiedBy: id, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The content for each `Identifiable` element.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Makes an element's content.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: \Data.Element.id, content: content)
    }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
    /// The content for each integer in a range.
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Makes an integer's content.
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: \Int.self, content: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    func appendItems(to items: inout [MapContentItem]) {
        for element in data {
            content(element).collectItems(into: &items)
        }
    }
}
