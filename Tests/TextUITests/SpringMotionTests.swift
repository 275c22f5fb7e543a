import Foundation
import Testing
import TextUI

/// A spring's value and velocity over time follow the damped oscillator its parameters make.
@Suite struct SpringMotionTests {
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true),
    ]

    @Test(arguments: springs)
    func aSpring_startsAtZero_andSettlesOnItsTarget(spring: Spring) {
        #expect(spring.value(target: 10.0, time: 0) == 0)
        #expect(abs(spring.value(target: 10.0, initialVelocity: 5, time: 0)) < 1e-12)
        #expect(abs(spring.velocity(target: 10.0, initialVelocity: 5, time: 0) - 5) < 1e-9)
        let settled = 10.0
        #expect(abs(spring.value(target: 10.0, time: settled) - 10) < 0.05)
        #expect(abs(spring.velocity(target: 10.0, time: settled)) < 0.5)
    }

    @Test(arguments: springs)
    func theVelocity_isTheRateOfChangeOfTheValue(spring: Spring) {
        let step = 1e-5
        for time in stride(from: 0.05, through: 1, by: 0.05) {
            let before = spring.value(target: 1.0, initialVelocity: 2, time: time - step)
            let after = spring.value(target: 1.0, initialVelocity: 2, time: time + step)
            let measured = (after - before) / (2 * step)
            #expect(abs(spring.velocity(target: 1.0, initialVelocity: 2, time: time) - measured) < 1e-3)
        }
    }

    @Test func aBouncySpring_overshoots_andASmoothOneDoesNot() {
        let times = stride(from: 0.0, through: 2, by: 0.01)
        // An underdamped oscillator's first peak overshoots by exp(-π ζ / √(1 - ζ²)).
        let ratio = Spring.bouncy.dampingRatio
        let overshoot = exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
        let peak = times.map { Spring.bouncy.value(target: 1.0, time: $0) }.max()!
        #expect(abs(peak - (1 + overshoot)) < 1e-3)
        #expect(times.map { Spring.smooth.value(target: 1.0, time: $0) }.max()! <= 1 + 1e-9)
    }

    @Test func vectors_moveComponentByComponent() {
        let pair = Spring.snappy.value(target: AnimatablePair(2.0, 4.0), time: 0.1)
        let single = Spring.snappy.value(target: 2.0, time: 0.1)
        #expect(abs(pair.first - single) < 1e-12)
        #expect(abs(pair.second - 2 * single) < 1e-12)
    }
}
