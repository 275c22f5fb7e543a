import Foundation

/// A type whose changes animations interpolate through ``animatableData`` (a shape's
/// `var animatableData: Double { get { progress } set { progress = newValue } }`). Text output
/// shows each state as it is: the data is read and written as SwiftUI code does, and a change
/// shows its final value at once.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the data animations interpolate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data animations interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A view modifier whose ``Animatable/animatableData`` animations interpolate (deprecated in
/// SwiftUI in favour of `Animatable` on a `ViewModifier`; it still compiles).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension CGPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
