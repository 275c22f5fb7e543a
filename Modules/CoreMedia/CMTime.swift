import Foundation

/// A count of time units: a time is `value / timescale` seconds.
public typealias CMTimeValue = Int64
/// How many units make a second.
public typealias CMTimeScale = Int32
/// Which run of times a time belongs to (times of different epochs do not compare).
public typealias CMTimeEpoch = Int64

/// What a ``CMTime`` is: valid, rounded, or one of the infinities or the indefinite time.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: UInt32

    /// Flags from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The time is valid (every other flag means nothing without it).
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when it was made or converted.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is positive infinity.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is negative infinity.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is not known (a live stream's duration).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time other than a number.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as media counts it: a rational number of seconds, `value / timescale`, so that a
/// frame at 1/30 s is exact. Times compare and add across timescales.
///
/// ```swift
/// let half = CMTime(value: 1, timescale: 2)
/// let later = half + CMTime(seconds: 1.25, preferredTimescale: 600)
/// print(later.seconds)  // 1.75
/// ```
public struct CMTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The count of units.
    public var value: CMTimeValue
    /// How many units make a second.
    public var timescale: CMTimeScale
    /// Whether the time is valid, rounded, infinite or indefinite.
    public var flags: CMTimeFlags
    /// The run of times it belongs to.
    public var epoch: CMTimeEpoch

    /// A time from all of its parts.
    ///
    /// - Parameters:
    ///   - value: The count of units.
    ///   - timescale: How many units make a second.
    ///   - flags: Whether the time is valid, rounded, infinite or indefinite.
    ///   - epoch: The run of times it belongs to.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds (invalid when `timescale` is not positive).
    ///
    /// - Parameters:
    ///   - value: The count of units.
    ///   - timescale: How many units make a second.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// The time nearest `seconds` in units of `preferredTimescale` (invalid for a NaN, infinite for
    /// an infinity).
    ///
    /// - Parameters:
    ///   - seconds: The time in seconds.
    ///   - preferredTimescale: How many units make a second.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let units = (seconds * Double(preferredTimescale)).rounded()
            let exact = units == seconds * Double(preferredTimescale)
            guard let value = CMTimeValue(exactly: units) else {
                self = seconds > 0 ? .positiveInfinity : .negativeInfinity
                return
            }
            self.init(
                value: value, timescale: preferredTimescale, flags: exact ? .valid : [.valid, .hasBeenRounded],
                epoch: 0)
        }
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time: what a failed conversion gives.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// A time not known, such as a live stream's duration.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Later than every number.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Earlier than every number.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is not known.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number: valid, neither infinite nor indefinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// Whether the time was rounded.
    public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN when it is invalid or indefinite, an infinity when it is one.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in units of another timescale, rounded to the nearest unit.
    ///
    /// - Parameters:
    ///   - newTimescale: How many units make a second.
    ///   - method: How to round; every method rounds to the nearest unit here.
    /// - Returns: The time in the new units.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return isNumeric ? .invalid : self }
        let product = value.multipliedFullWidth(by: CMTimeValue(newTimescale))
        let (quotient, remainder) = CMTimeValue(timescale).dividingFullWidth(product)
        let rounded = abs(remainder) * 2 >= CMTimeValue(timescale) ? quotient + (value < 0 ? -1 : 1) : quotient
        var converted = CMTime(value: rounded, timescale: newTimescale)
        if remainder != 0 || hasBeenRounded { converted.flags.insert(.hasBeenRounded) }
        return converted
    }

    /// `{value/timescale = seconds}`, or what the time is when it is not a number.
    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "{\(value)/\(timescale) = \(seconds)}"
    }

    /// Whether two times are the same instant (`1/2` equals `2/4`).
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: Another time.
    /// - Returns: True when they compare equal.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        CMTimeCompare(lhs, rhs) == 0
    }

    /// Whether a time is earlier than another.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: Another time.
    /// - Returns: True when `lhs` comes first.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        CMTimeCompare(lhs, rhs) < 0
    }

    /// Hashes the instant (equal times hash alike).
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(CMTimeCompare(self, .zero))
        if isNumeric { hasher.combine(seconds) }
    }
}

/// How a conversion rounds (every method rounds to the nearest unit here).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    /// Rounds half away from zero.
    case roundHalfAwayFromZero = 1
    /// Rounds towards zero.
    case roundTowardZero = 2
    /// Rounds away from zero.
    case roundAwayFromZero = 3
    /// Uses a QuickTime-compatible method.
    case quickTime = 4
    /// Rounds towards positive infinity.
    case roundTowardPositiveInfinity = 5
    /// Rounds towards negative infinity.
    case roundTowardNegativeInfinity = 6

    /// The default method.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}
