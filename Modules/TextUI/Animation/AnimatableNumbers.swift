import Foundation

// Numbers animate as themselves (a keyframe track of a `Double` property interpolates it).
extension Double: Animatable {
    /// The number itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The number itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The number itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}
