import Foundation

/// A valid time of `value / timescale` seconds.
///
/// - Parameters:
///   - value: The count of units.
///   - timescale: How many units make a second.
/// - Returns: The time.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// The time nearest `seconds` in units of `preferredTimescale`.
///
/// - Parameters:
///   - seconds: The time in seconds.
///   - preferredTimescale: How many units make a second.
/// - Returns: The time.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time in seconds.
///
/// - Parameter time: The time.
/// - Returns: Its seconds (NaN when it is invalid or indefinite).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
    time.seconds
}

/// Compares two times, across timescales.
///
/// Invalid times come after every valid one, and equal one another; indefinite times come after
/// every other valid time; negative infinity comes first and positive infinity after the numbers.
///
/// - Parameters:
///   - time1: A time.
///   - time2: Another time.
/// - Returns: -1, 0 or 1 as `time1` is earlier than, the same as, or later than `time2`.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ time: CMTime) -> Int {
        if !time.isValid { return 4 }
        if time.isIndefinite { return 3 }
        if time.isPositiveInfinity { return 2 }
        if time.isNegativeInfinity { return 0 }
        return 1
    }
    let (left, right) = (rank(time1), rank(time2))
    if left != right { return left < right ? -1 : 1 }
    guard left == 1 else { return 0 }
    // value1 / scale1 against value2 / scale2, multiplied out in full width.
    let lhs = time1.value.multipliedFullWidth(by: CMTimeValue(time2.timescale))
    let rhs = time2.value.multipliedFullWidth(by: CMTimeValue(time1.timescale))
    if lhs.high != rhs.high { return lhs.high < rhs.high ? -1 : 1 }
    if lhs.low != rhs.low { return lhs.low < rhs.low ? -1 : 1 }
    return 0
}

/// The sum of two times, in the least common multiple of their timescales (or the larger, when
/// that multiple does not fit); infinite or invalid when either is.
///
/// - Parameters:
///   - lhs: A time.
///   - rhs: Another time.
/// - Returns: The sum.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    combine(lhs, rhs, +)
}

/// The difference of two times, in the least common multiple of their timescales (or the larger).
///
/// - Parameters:
///   - lhs: A time.
///   - rhs: The time taken from it.
/// - Returns: The difference.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    combine(lhs, rhs, -)
}

/// A time multiplied by a whole number.
///
/// - Parameters:
///   - time: The time.
///   - multiplier: The factor.
/// - Returns: The product, in the time's timescale.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    let (product, overflow) = time.value.multipliedReportingOverflow(by: CMTimeValue(multiplier))
    if overflow { return (time.value < 0) != (multiplier < 0) ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: product, timescale: time.timescale)
}

/// A time multiplied by a number, in the time's timescale (rounded).
///
/// - Parameters:
///   - time: The time.
///   - multiplier: The factor.
/// - Returns: The product.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

/// The smaller of two times.
///
/// - Parameters:
///   - time1: A time.
///   - time2: Another time.
/// - Returns: The earlier one.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

/// The larger of two times.
///
/// - Parameters:
///   - time1: A time.
///   - time2: Another time.
/// - Returns: The later one.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

private func combine(_ lhs: CMTime, _ rhs: CMTime, _ operation: (CMTimeValue, CMTimeValue) -> CMTimeValue) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    guard lhs.isNumeric, rhs.isNumeric else {
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        return lhs.isNumeric ? (operation(0, 1) > 0 ? rhs : negated(rhs)) : lhs
    }
    let scale = commonTimescale(lhs.timescale, rhs.timescale)
    let left = lhs.convertScale(scale, method: .default)
    let right = rhs.convertScale(scale, method: .default)
    var result = CMTime(value: operation(left.value, right.value), timescale: scale)
    if left.hasBeenRounded || right.hasBeenRounded { result.flags.insert(.hasBeenRounded) }
    return result
}

/// The least common multiple of two timescales when it fits in a timescale, else the larger.
private func commonTimescale(_ first: CMTimeScale, _ second: CMTimeScale) -> CMTimeScale {
    var (a, b) = (Int64(first), Int64(second))
    while b != 0 { (a, b) = (b, a % b) }
    let multiple = Int64(first) / a * Int64(second)
    return CMTimeScale(exactly: multiple) ?? max(first, second)
}

private func negated(_ time: CMTime) -> CMTime {
    if time.isPositiveInfinity { return .negativeInfinity }
    if time.isNegativeInfinity { return .positiveInfinity }
    return time
}

extension CMTime {
    /// The sum of two times.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: Another time.
    /// - Returns: ``CMTimeAdd(_:_:)`` of the two.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }

    /// The difference of two times.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: The time taken from it.
    /// - Returns: ``CMTimeSubtract(_:_:)`` of the two.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }

    /// Adds a time to this one.
    ///
    /// - Parameters:
    ///   - lhs: The time that grows.
    ///   - rhs: The time added.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }

    /// Takes a time from this one.
    ///
    /// - Parameters:
    ///   - lhs: The time that shrinks.
    ///   - rhs: The time taken.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }

    /// A time multiplied by a whole number.
    ///
    /// - Parameters:
    ///   - time: The time.
    ///   - multiplier: The factor.
    /// - Returns: The product.
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }

    /// A time multiplied by a number.
    ///
    /// - Parameters:
    ///   - time: The time.
    ///   - multiplier: The factor.
    /// - Returns: The product, rounded in the time's timescale.
    public static func * (time: CMTime, multiplier: Float64) -> CMTime {
        CMTimeMultiplyByFloat64(time, multiplier: multiplier)
    }
}
