/// A part of an app's user interface: a ``WindowGroup``, a ``Window``, ``Settings``, or your own
/// scene made of them (`var body: some Scene { … }`).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body produces.
    associatedtype Body: Scene

    /// The content of this scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body.
    public var body: Never {
        fatalError("\(type(of: self)) is a built-in scene and has no body")
    }
}

/// A built-in scene: it knows its windows' content.
@MainActor
protocol PrimitiveScene {
    /// The content of the first window this scene shows, if it shows one.
    var firstWindowContent: (any View)? { get }
}

extension Scene {
    /// The content of the first window among this scene's (its body's, for a scene of yours).
    var firstWindowContent: (any View)? {
        if let primitive = self as? any PrimitiveScene { return primitive.firstWindowContent }
        return body.firstWindowContent
    }
}
