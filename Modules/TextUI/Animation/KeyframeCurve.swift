import Foundation

/// The path of one track's value over time, from its start through its keyframes, one after the
/// other, computed on the value's animatable data as SwiftUI documents each keyframe:
///
/// - ``MoveKeyframe`` jumps to its value and takes no time;
/// - ``LinearKeyframe`` moves in a straight line, its progress through `timingCurve`;
/// - ``CubicKeyframe`` follows a cubic (Hermite) curve between its start and end velocities; a
///   velocity left nil is the previous segment's end velocity at its start, and at its end the
///   Catmull-Rom tangent when a cubic keyframe follows (adjacent cubic keyframes make a
///   Catmull-Rom spline), the next segment's start velocity when another kind does, and zero at the
///   track's end (and at its start, where the value is at rest);
/// - ``SpringKeyframe`` moves as its spring does from the segment's start towards its value, for its
///   duration (or the spring's settling duration), starting with its start velocity or the previous
///   segment's end velocity. This one is approximate: the next segment starts from the keyframe's
///   value, where SwiftUI may carry an unsettled spring's position and velocity on.
///
/// Main-actor isolated as this package's ``Animatable`` (whose data it reads) is.
@MainActor
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// One segment: its start time, duration, the data it goes from and to, and its velocities.
    struct Piece {
        var start: TimeInterval
        var duration: TimeInterval
        var from: Data
        var to: Data
        var kind: Kind
        var startVelocity = Data.zero
        var endVelocity = Data.zero
    }

    enum Kind {
        case move
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
    }

    let startValue: Data
    private(set) var pieces: [Piece] = []

    /// The path from `start` through `segments`.
    init(start: Value, segments: [KeyframeSegment<Value>]) {
        startValue = start.animatableData
        var time: TimeInterval = 0
        var from = startValue
        for segment in segments {
            let piece: Piece
            switch segment {
            case .move(let to):
                piece = Piece(start: time, duration: 0, from: from, to: to.animatableData, kind: .move)
            case .linear(let to, let duration, let curve):
                piece = Piece(
                    start: time, duration: max(0, duration), from: from, to: to.animatableData, kind: .linear(curve))
            case .cubic(let to, let duration, _, _):
                piece = Piece(start: time, duration: max(0, duration), from: from, to: to.animatableData, kind: .cubic)
            case .spring(let to, let duration, let spring, _):
                let length = duration ?? spring.settlingDuration
                piece = Piece(
                    start: time, duration: length.isFinite ? max(0, length) : 0, from: from, to: to.animatableData,
                    kind: .spring(spring))
            }
            pieces.append(piece)
            time += piece.duration
            from = piece.to
        }
        resolveVelocities(segments)
    }

    /// How long the track plays, in seconds.
    var duration: TimeInterval { pieces.last.map { $0.start + $0.duration } ?? 0 }

    /// The data at `time` seconds: the start before the track plays, the last keyframe's after.
    func value(at time: TimeInterval) -> Data {
        guard time >= 0, let index = pieces.lastIndex(where: { $0.start <= time }) else { return startValue }
        let piece = pieces[index]
        guard piece.duration > 0, time < piece.start + piece.duration else { return piece.to }
        return piece.value(at: time - piece.start)
    }

    /// Each segment's start and end velocities, in order (a nil velocity from its neighbours).
    private mutating func resolveVelocities(_ segments: [KeyframeSegment<Value>]) {
        for index in pieces.indices {
            let previousEnd = index > 0 ? pieces[index - 1].endVelocity : .zero
            var piece = pieces[index]
            switch segments[index] {
            case .move:
                break
            case .linear(_, _, let curve):
                piece.startVelocity = piece.slope.scaled(by: curve.velocity(at: 0))
                piece.endVelocity = piece.slope.scaled(by: curve.velocity(at: 1))
            case .cubic(_, _, let start, let end):
                piece.startVelocity = previousEnd
                if let start { piece.startVelocity = start.animatableData }
                piece.endVelocity = nextStartVelocity(after: index, segments)
                if let end { piece.endVelocity = end.animatableData }
            case .spring(_, _, let spring, let start):
                piece.startVelocity = previousEnd
                if let start { piece.startVelocity = start.animatableData }
                piece.endVelocity = spring.velocity(
                    target: piece.to - piece.from, initialVelocity: piece.startVelocity, time: piece.duration)
            }
            pieces[index] = piece
        }
    }

    /// The velocity a cubic segment ending at `index`'s keyframe ends with when it gives none.
    private func nextStartVelocity(after index: Int, _ segments: [KeyframeSegment<Value>]) -> Data {
        guard index + 1 < segments.count else { return .zero }
        let (piece, next) = (pieces[index], pieces[index + 1])
        switch segments[index + 1] {
        case .cubic(_, _, let start, _):
            if let start { return start.animatableData }
            // Catmull-Rom: the slope from this segment's start to the next one's end.
            let span = piece.duration + next.duration
            return span > 0 ? (next.to - piece.from).scaled(by: 1 / span) : .zero
        case .linear(_, _, let curve):
            return next.slope.scaled(by: curve.velocity(at: 0))
        case .spring(_, _, _, let start):
            if let start { return start.animatableData }
            return .zero
        case .move:
            return .zero
        }
    }
}

extension KeyframeCurve.Piece {
    /// The change per second of a straight line from `from` to `to`.
    var slope: Value.AnimatableData {
        duration > 0 ? (to - from).scaled(by: 1 / duration) : .zero
    }

    /// The data `elapsed` seconds into this segment (0 ≤ elapsed < duration).
    func value(at elapsed: TimeInterval) -> Value.AnimatableData {
        let progress = elapsed / duration
        switch kind {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: progress))
        case .cubic:
            // The cubic Hermite basis, with velocities scaled from per second to per segment.
            let (u, u2, u3) = (progress, progress * progress, progress * progress * progress)
            return from.scaled(by: 2 * u3 - 3 * u2 + 1) + startVelocity.scaled(by: (u3 - 2 * u2 + u) * duration)
                + to.scaled(by: -2 * u3 + 3 * u2) + endVelocity.scaled(by: (u3 - u2) * duration)
        case .spring(let spring):
            return from + spring.value(target: to - from, initialVelocity: startVelocity, time: elapsed)
        }
    }
}
