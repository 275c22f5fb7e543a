import Foundation
import Testing
import TextUI

/// The rest of `Spring`'s interface: tuned presets, a spring by its settling time, the force it
/// applies, when a motion settles, and motion between values of any animatable type. Documented at
/// https://developer.apple.com/documentation/swiftui/spring (the presets' base bounces, 0 for
/// smooth, 0.15 for snappy and 0.3 for bouncy, are in `Animation.snappy(duration:extraBounce:)`'s
/// and `Animation.bouncy(duration:extraBounce:)`'s documentation).
@MainActor
@Suite struct SpringPresetsAndForcesTests {
    @Test func tunedPresets_addTheirExtraBounceToTheBase() {
        #expect(Spring.smooth() == .smooth && Spring.snappy() == .snappy && Spring.bouncy() == .bouncy)
        #expect(Spring.smooth(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.1))
        #expect(Spring.snappy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.25))
        #expect(Spring.bouncy(extraBounce: -0.1) == Spring(duration: 0.5, bounce: 0.3 - 0.1))
    }

    @Test func aSpringBySettlingDuration_settlesInIt() {
        for (settling, ratio) in [(1.0, 0.5), (0.3, 1.0), (2.0, 0.8)] {
            let spring = Spring(settlingDuration: settling, dampingRatio: ratio)
            #expect(abs(spring.settlingDuration - settling) < 1e-9)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
        }
        // Coming within a looser epsilon in the same time takes a slower spring.
        let looser = Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.01)
        #expect(looser.duration > Spring(settlingDuration: 1, dampingRatio: 0.5).duration)
    }

    @Test func theForce_isHookesLawWithDamping() {
        let spring = Spring.bouncy
        #expect(spring.force(target: 1.0, position: 1.0, velocity: 0) == 0)
        #expect(abs(spring.force(target: 1.0, position: 0, velocity: 0) - spring.stiffness) < 1e-9)
        #expect(abs(spring.force(target: 0.0, position: 0, velocity: 2) + 2 * spring.damping) < 1e-9)
        let point = spring.force(
            fromValue: CGPoint.zero, toValue: CGPoint(x: 1, y: 0), position: .zero, velocity: CGPoint(x: 0, y: 1))
        #expect(abs(point.x - spring.stiffness) < 1e-9 && abs(point.y + spring.damping) < 1e-9)
    }

    /// The motion obeys the force: its acceleration is the force at its position and velocity.
    @Test(arguments: [Spring.smooth, .snappy, .bouncy])
    func theMotion_acceleratesAsTheForceSays(spring: Spring) {
        let step = 1e-5
        for time in stride(from: 0.05, through: 1, by: 0.05) {
            let before = spring.velocity(target: 1.0, initialVelocity: 0.5, time: time - step)
            let after = spring.velocity(target: 1.0, initialVelocity: 0.5, time: time + step)
            let position = spring.value(target: 1.0, initialVelocity: 0.5, time: time)
            let velocity = spring.velocity(target: 1.0, initialVelocity: 0.5, time: time)
            let force = spring.force(target: 1.0, position: position, velocity: velocity)
            #expect(abs((after - before) / (2 * step) - force) < 1e-3 * max(1, abs(force)))
        }
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy])
    func settlingDuration_isWhenTheMotionStaysWithinEpsilon(spring: Spring) {
        let epsilon = 0.001
        let settled = spring.settlingDuration(target: 1.0, epsilon: epsilon)
        #expect(settled > 0 && settled.isFinite)
        for time in stride(from: settled, through: settled + 3, by: 0.01) {
            #expect(abs(spring.value(target: 1.0, time: time) - 1) <= epsilon)
        }
        let justBefore = stride(from: max(0, settled - 0.05), to: settled - 0.001, by: 0.0005)
        #expect(justBefore.contains { abs(spring.value(target: 1.0, time: $0) - 1) > epsilon })
        #expect(spring.settlingDuration(target: 1.0, epsilon: 0.1) < settled)
        #expect(spring.settlingDuration(fromValue: 2.0, toValue: 3.0, initialVelocity: 0, epsilon: epsilon) == settled)
        #expect(Spring(duration: 1, bounce: 1).settlingDuration(target: 1.0, epsilon: epsilon) == .infinity)
    }

    @Test func motionBetweenValues_isMotionTowardsTheirDifference() {
        let spring = Spring.snappy
        for time in [0.0, 0.1, 0.3, 2] {
            let value = spring.value(fromValue: 2.0, toValue: 5.0, initialVelocity: 1, time: time)
            #expect(abs(value - (2 + spring.value(target: 3.0, initialVelocity: 1, time: time))) < 1e-12)
            let velocity = spring.velocity(fromValue: 2.0, toValue: 5.0, initialVelocity: 1, time: time)
            #expect(abs(velocity - spring.velocity(target: 3.0, initialVelocity: 1, time: time)) < 1e-12)
        }
        let point = spring.value(
            fromValue: CGPoint(x: 1, y: 1), toValue: CGPoint(x: 3, y: 1), initialVelocity: .zero, time: 0.2)
        #expect(abs(point.x - (1 + spring.value(target: 2.0, time: 0.2))) < 1e-9 && point.y == 1)
    }

    @Test func update_stepsAlongTheSameMotion() {
        let spring = Spring.bouncy
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<50 { spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.01) }
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.5)) < 1e-9)
    }
}
