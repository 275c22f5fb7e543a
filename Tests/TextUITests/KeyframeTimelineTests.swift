import Foundation
import Testing
import TextUI

/// `KeyframeTimeline` evaluates keyframes at any time as SwiftUI documents them
/// (developer.apple.com/documentation/swiftui/keyframetimeline and the keyframe types' pages):
/// tracks play at once, each one's keyframes in sequence; a linear keyframe moves in a straight line
/// through its timing curve, a move keyframe jumps, adjacent cubic keyframes make a Catmull-Rom
/// spline and explicit velocities shape a cubic (Hermite) curve; a spring keyframe follows its
/// spring (approximately: see `KeyframeCurve`).
@MainActor
@Suite struct KeyframeTimelineTests {
    struct Values {
        var scale = 1.0
        var angle = Angle.zero
        var point = CGPoint.zero
    }

    @Test func linearKeyframes_interpolateInAStraightLineThroughTheirTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 2)
            LinearKeyframe(4.0, duration: 1, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 1) == 5)
        #expect(timeline.value(progress: 0.5) == 7.5)
        #expect(abs(timeline.value(time: 2.5) - (10 - 6 * UnitCurve.easeIn.value(at: 0.5))) < 1e-12)
        #expect(timeline.value(time: 3) == 4)
        #expect(timeline.value(time: 60) == 4)
    }

    @Test func moveKeyframes_jumpAndTakeNoTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
            MoveKeyframe(-1.0)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 10)
        #expect(timeline.value(time: 1) == -1)
    }

    @Test func cubicKeyframes_makeACatmullRomSplineOrFollowTheirVelocities() {
        // Apple's example: up to 100 and back to 0, at rest at both ends and at the top (the
        // Catmull-Rom tangent there is (0 - 0) / 1).
        let upAndDown = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
        }
        #expect(upAndDown.duration == 1)
        #expect(abs(upAndDown.value(time: 0.15).y - 50) < 1e-9)
        #expect(upAndDown.value(time: 0.3) == CGPoint(x: 0, y: 100))
        // 0 → 10 → 30 in 1 s each: the tangent at 10 is (30 - 0) / 2 = 15, so halfway through the
        // first segment the value is 10·h01(½) + 15·h11(½) = 5 - 1.875.
        let rising = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        #expect(abs(rising.value(time: 0.5) - 3.125) < 1e-12)
        #expect(rising.value(time: 1) == 10)
        // Explicit velocities: 2·h10(½) + 1·h01(½) = 0.25 + 0.5.
        let explicit = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: 0)
        }
        #expect(abs(explicit.value(time: 0.5) - 0.75) < 1e-12)
        // After a linear keyframe a cubic one starts with its end velocity (10 per second): at
        // ½ s into a 1 s segment from 10 to 10 that ends at rest, 10·h10(½) = 1.25 above 10.
        let afterLinear = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(abs(afterLinear.value(time: 1.5) - 11.25) < 1e-12)
    }

    @Test func springKeyframes_followTheirSpringForTheirDuration() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(3.0, duration: 0.5, spring: spring)
            LinearKeyframe(3.0, duration: 1)
        }
        #expect(timeline.duration == 1.5)
        #expect(abs(timeline.value(time: 0.2) - (1 + spring.value(target: 2.0, time: 0.2))) < 1e-12)
        #expect(timeline.value(time: 0.5) == 3)
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(settling.duration == spring.settlingDuration)
        #expect(abs(settling.value(time: settling.duration * 0.999) - 1) < 0.01)
    }

    /// Keyframes of one's own, composed in a `body`.
    struct Wobble: Keyframes {
        let turns: Bool
        var body: some Keyframes<Values> {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            KeyframeTrack(\.angle) {
                if turns {
                    LinearKeyframe(Angle.degrees(90), duration: 0.5)
                } else {
                    MoveKeyframe(Angle.degrees(-90))
                }
            }
        }
    }

    @Test func tracks_playAtOnceFromTheInitialValue_andHoldTheirLastKeyframe() {
        let timeline = KeyframeTimeline(initialValue: Values(scale: 1, point: CGPoint(x: 4, y: 4))) {
            Wobble(turns: true)
            KeyframeTrack(\.point) { LinearKeyframe(CGPoint(x: 8, y: 0), duration: 4) }
        }
        #expect(timeline.duration == 4)
        let quarter = timeline.value(time: 0.25)
        #expect(quarter.scale == 1.25)
        #expect(abs(quarter.angle.degrees - 45) < 1e-9)
        #expect(quarter.point == CGPoint(x: 4.25, y: 3.75))
        let later = timeline.value(time: 3)
        #expect(later.scale == 1)
        #expect(abs(later.angle.degrees - 90) < 1e-9)
        #expect(later.point == CGPoint(x: 7, y: 1))
        let other = KeyframeTimeline(initialValue: Values()) { Wobble(turns: false) }
        #expect(abs(other.value(time: 0).angle.degrees + 90) < 1e-9)
    }
}
