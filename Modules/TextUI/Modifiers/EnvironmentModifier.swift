/// Content whose environment (and its descendants') has one value changed.
struct EnvironmentWritingContent<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    typealias Body = Never
}

extension EnvironmentWritingContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment[keyPath: keyPath] = value
    }
}

/// Content whose environment (and its descendants') holds an object, found by its type.
struct EnvironmentObjectContent<Content: View, Object: AnyObject>: View {
    let content: Content
    let object: Object?

    typealias Body = Never
}

extension EnvironmentObjectContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.setObject(object, as: Object.self)
    }
}

/// Content whose environment value is transformed by a function.
struct EnvironmentTransformingContent<Content: View, Value>: View {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    typealias Body = Never
}

extension EnvironmentTransformingContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    /// Transforms the value, except in the one case where SwiftUI keeps its last output: the key
    /// path changed while the parent environment did not and the transformed value differs from
    /// last time's. Then the children keep the environment they had (neither key path gets the
    /// new value), and are evaluated again once, as SwiftUI evaluates them.
    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        let memory = node.memory(EnvironmentTransformMemory.init)
        var value = environment[keyPath: keyPath]
        transform(&value)
        if let parent = memory.parent, parent == environment, var output = memory.output,
            let lastKeyPath = memory.keyPath, lastKeyPath != keyPath,
            let lastValue = memory.value, !Sameness.areSameValues(lastValue, value)
        {
            // SwiftUI keeps the last output, yet evaluates the views below again once (the same
            // test observed it): a revision of its own marks the output as new, once.
            if !memory.isRevised {
                output[EnvironmentTransformRevisionKey.self] += 1
                (memory.output, memory.isRevised) = (output, true)
            }
            environment = output
            return
        }
        memory.isRevised = false
        memory.parent = environment
        environment[keyPath: keyPath] = value
        (memory.keyPath, memory.value, memory.output) = (keyPath, value, environment)
    }
}

/// What an environment transform remembers of its last update: the environment it was given, its
/// key path, the value it wrote and the environment it passed on.
@MainActor
final class EnvironmentTransformMemory {
    var parent: EnvironmentValues?
    var keyPath: AnyKeyPath?
    var value: Any?
    var output: EnvironmentValues?
    /// True once the kept output was marked as new (see ``EnvironmentTransformRevisionKey``).
    var isRevised = false
}

/// A revision of a transform's output that no view reads: raised once when the transform's key
/// path changed and SwiftUI kept its last output, so the views below are evaluated again as in
/// SwiftUI.
private struct EnvironmentTransformRevisionKey: EnvironmentKey {
    static let defaultValue = 0
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: The value this view and its descendants read.
    /// - Returns: A view whose environment holds `value` at `keyPath`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWritingContent(content: self, keyPath: keyPath, value: value)
    }

    /// Stores an `@Observable` object for this view and its descendants, who read it with
    /// `@Environment(Object.self)`.
    ///
    /// - Parameter object: The object, found by its type; nil removes one of that type stored by an ancestor.
    /// - Returns: A view whose environment holds `object`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        EnvironmentObjectContent(content: self, object: object)
    }

    /// Changes the environment value at `keyPath` with `transform` for this view and its
    /// descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to change.
    ///   - transform: Changes the value in place, as this view's environment is built.
    /// - Returns: A view whose environment holds the transformed value at `keyPath`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentTransformingContent(content: self, keyPath: keyPath, transform: transform)
    }
}
