// The symbol effects of iOS 17 (`.symbolEffect(.bounce, value: count)`). Text output draws no
// symbols: effects are accepted and not run.

/// An effect on a symbol.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// How a symbol effect runs (not rendered).
public struct SymbolEffectOptions: Sendable, Hashable {
    var repeatCount: Int?
    var speedFactor: Double = 1

    /// Runs once, at normal speed.
    public static let `default` = SymbolEffectOptions(repeatCount: 1)
    /// Repeats.
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// Runs a number of times.
    ///
    /// - Parameter count: How many times.
    /// - Returns: The options.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Runs at a speed.
    ///
    /// - Parameter speed: The speed factor.
    /// - Returns: The options.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: 1, speedFactor: speed)
    }
    /// These options, repeating a number of times.
    ///
    /// - Parameter count: How many times.
    /// - Returns: The options.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }
    /// These options at a speed.
    ///
    /// - Parameter speed: The speed factor.
    /// - Returns: The options.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

/// A symbol that bounces.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, Hashable {
    let parts: [String]
    /// Bouncing up.
    public var up: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["up"]) }
    /// Bouncing down.
    public var down: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["down"]) }
    /// Layer by layer.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

/// A symbol that pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    let parts: [String]
    /// Layer by layer.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

/// A symbol whose layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    let parts: [String]
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["iterative"]) }
    /// Layers add up.
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["cumulative"]) }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["reversing"]) }
    /// One way only.
    public var nonReversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(parts: parts + ["nonReversing"])
    }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(parts: parts + ["hideInactiveLayers"])
    }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(parts: parts + ["dimInactiveLayers"])
    }
}

/// A symbol that grows or shrinks.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
    let parts: [String]
    /// Growing.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["up"]) }
    /// Shrinking.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["down"]) }
    /// Layer by layer.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

/// A symbol that appears.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    let parts: [String]
    /// Growing in.
    public var up: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["up"]) }
    /// Shrinking in.
    public var down: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["down"]) }
    /// Layer by layer.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

/// A symbol that disappears.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    let parts: [String]
    /// Growing out.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["up"]) }
    /// Shrinking out.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["down"]) }
    /// Layer by layer.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

/// A symbol replaced by another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    let parts: [String]
    /// The old symbol goes down, the new comes up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["downUp"]) }
    /// Both go up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["upUp"]) }
    /// The old fades off, the new comes up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["offUp"]) }
    /// Layer by layer.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["byLayer"]) }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lighting up in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(parts: []) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: []) }
}

extension ContentTransition {
    /// Symbols replaced with a symbol effect (not rendered).
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How it runs.
    /// - Returns: The content transition.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}
