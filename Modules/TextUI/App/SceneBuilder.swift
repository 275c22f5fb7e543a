/// Builds an app's scenes from a block: one scene, or several (`WindowGroup { … }; Settings { … }`).
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene.
    ///
    /// - Parameter content: The scene.
    /// - Returns: `content`.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in order.
    ///
    /// - Parameter content: The scenes.
    /// - Returns: A tuple scene of them.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        (repeat each Content)
    > {
        TupleScene(repeat each content)
    }

    /// A scene that is there only when a condition holds.
    ///
    /// - Parameter content: The scene when the condition holds, else `nil`.
    /// - Returns: A scene that holds it, if any.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    /// A scene behind an availability check (`if #available(…) { … }`).
    ///
    /// - Parameter content: The scene.
    /// - Returns: `content`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// Several scenes side by side, as written in a ``SceneBuilder`` block.
public struct TupleScene<T>: Scene {
    /// The scenes, as a tuple.
    public var value: T
    let scenes: [any Scene]

    /// Scenes from a tuple of scenes. Prefer a ``SceneBuilder`` block, which makes one for you.
    ///
    /// - Parameter content: The scenes, in order.
    public init<each Content: Scene>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var scenes: [any Scene] = []
        for scene in repeat each content {
            scenes.append(scene)
        }
        self.scenes = scenes
    }

    public typealias Body = Never
}

extension TupleScene: PrimitiveScene {
    var firstWindowContent: (any View)? {
        scenes.lazy.compactMap(\.firstWindowContent).first
    }
}

/// A scene that is there only when a condition held.
public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?

    public typealias Body = Never
}

extension OptionalScene: PrimitiveScene {
    var firstWindowContent: (any View)? {
        content?.firstWindowContent
    }
}
