/// A scene whose windows' content is wrapped in a view (an environment value, an `onChange`
/// action): scene modifiers that reach into the windows apply there.
struct WindowContentModifyingScene<Base: Scene>: Scene {
    let base: Base
    let modify: @MainActor (AnyView) -> any View

    typealias Body = Never
}

extension WindowContentModifyingScene: PrimitiveScene {
    var firstWindowContent: (any View)? {
        base.firstWindowContent.map { modify(AnyView($0)) }
    }
}
