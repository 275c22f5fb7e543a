extension Animation: CustomDebugStringConvertible, CustomReflectable {
    /// The animation as SwiftUI's debugger shows it: the animator box around its description
    /// (`AnyAnimator(SwiftUI.DefaultAnimation())` for the default animation).
    public var debugDescription: String { "AnyAnimator(SwiftUI.\(description))" }

    /// A mirror of the animation with no children, as SwiftUI's (its description is
    /// `Mirror for Animation`).
    public var customMirror: Mirror { Mirror(self, children: []) }
}
