import Foundation

/// How a change animates: its curve, duration, delay, speed and repetitions. Text output shows
/// each state as it is, without movement, so an animation changes nothing on screen; its
/// parameters are kept (``description`` names them) and ``duration`` says how long it lasts.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The animation's curve and its parameters, as written (`easeInOut(duration: 0.3)`).
    let curve: String
    /// How long one run lasts, in seconds (before delay, speed and repetitions).
    let baseDuration: TimeInterval
    var delayTime: TimeInterval = 0
    var speedFactor: Double = 1
    /// How many runs, nil for forever.
    var runs: Int? = 1

    init(_ curve: String, duration: TimeInterval) {
        self.curve = curve
        baseDuration = duration
    }

    /// How long the animation lasts in seconds, delay included (infinite when it repeats forever).
    public var duration: TimeInterval {
        guard let runs else { return .infinity }
        return delayTime + baseDuration * Double(runs) / speedFactor
    }

    /// The animation as written: its curve, then its modifiers (`easeIn(duration: 0.2).delay(1.0)`).
    public var description: String {
        var text = curve
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if runs == nil { text += ".repeatForever" } else if let runs, runs != 1 { text += ".repeatCount(\(runs))" }
        return text
    }

    /// The default animation (a smooth spring of half a second). It describes itself as SwiftUI's
    /// does: `DefaultAnimation()`.
    public static let `default` = Animation("DefaultAnimation()", duration: 0.5)

    /// The same animation, started `delay` seconds later.
    ///
    /// - Parameter delay: The delay, in seconds.
    /// - Returns: The delayed animation.
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delayTime += delay
        return animation
    }

    /// The same animation at another speed.
    ///
    /// - Parameter speed: The speed, relative to the original (2 runs twice as fast).
    /// - Returns: The faster or slower animation.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor *= speed
        return animation
    }

    /// The same animation, run `repeatCount` times.
    ///
    /// - Parameters:
    ///   - repeatCount: How many times it runs.
    ///   - autoreverses: Whether every other run goes backwards.
    /// - Returns: The repeating animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.runs = animation.runs.map { $0 * repeatCount }
        return animation
    }

    /// The same animation, repeated forever.
    ///
    /// - Parameter autoreverses: Whether every other run goes backwards.
    /// - Returns: The endless animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.runs = nil
        return animation
    }

    /// The same animation, reported complete after a fraction of it (for a completion handler).
    ///
    /// - Parameter duration: When it counts as complete, in seconds.
    /// - Returns: This animation.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}
