import Foundation
import Testing
import TextUI

/// Unit curves compute their values, slopes and inverses as SwiftUI's do.
/// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, UnitCurveCompatibilityTests
/// (the figures below are the ones that suite asserts).
@Suite struct UnitCurveTests {
    private func near(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
        if expected.isInfinite { return value == expected }
        return abs(value - expected) <= tolerance
    }

    @Test func linear_isTheIdentity_withSlopeOne_evenOutsideTheUnitRange() {
        for x in [0, 0.25, 0.5, 0.75, 1] {
            #expect(UnitCurve.linear.value(at: x) == x)
            #expect(UnitCurve.linear.velocity(at: x) == 1)
        }
        #expect(UnitCurve.linear.velocity(at: -0.5) == 1 && UnitCurve.linear.velocity(at: 1.5) == 1)
        #expect(UnitCurve.linear.inverse.value(at: 0.5) == 0.5)
    }

    @Test(arguments: [
        (UnitCurve.easeIn, [0, 0.09, 0.32, 0.62, 1], [0, 0.67, 1.07, 1.37, 0]),
        (UnitCurve.easeOut, [0, 0.38, 0.68, 0.91, 1], [1, 1.37, 1.07, 0.67, 0]),
        (UnitCurve.easeInOut, [0, 0.13, 0.5, 0.87, 1], [0, 1.06, 1.72, 1.06, 0]),
    ])
    func easeCurves_followTheirBezierCurves(curve: UnitCurve, values: [Double], velocities: [Double]) {
        for (index, x) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            #expect(near(curve.value(at: x), values[index], 0.01), "value at \(x)")
            #expect(near(curve.velocity(at: x), velocities[index], 0.01), "velocity at \(x)")
        }
    }

    @Test(arguments: [
        (UnitCurve.circularEaseIn, [0, 0.032, 0.134, 0.339, 1], [0, 0.258, 0.577, 1.134, Double.infinity]),
        (UnitCurve.circularEaseOut, [0, 0.661, 0.866, 0.968, 1], [Double.infinity, 1.134, 0.577, 0.258, 0]),
        (UnitCurve.circularEaseInOut, [0, 0.067, 0.5, 0.933, 1], [0, 0.577, Double.infinity, 0.577, 0]),
    ])
    func circularCurves_followQuarterCircles(curve: UnitCurve, values: [Double], velocities: [Double]) {
        for (index, x) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            #expect(near(curve.value(at: x), values[index], 0.001), "value at \(x)")
            #expect(near(curve.velocity(at: x), velocities[index], 0.001), "velocity at \(x)")
        }
    }

    @Test func progress_isTakenWithinTheUnitRange() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
    }

    @Test func bezier_takesItsControlPointsXWithinTheUnitRange() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(near(curve.value(at: 0.5), 0.5, 0.01))
        #expect(near(curve.velocity(at: 0.5), 1.2, 0.01))
        let extreme = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(near(extreme.value(at: 0.5), 0.5))
        #expect(near(extreme.velocity(at: 0.5), -1))
    }

    @Test func inverse_mirrorsTheCurve() {
        #expect(near(UnitCurve.circularEaseIn.inverse.value(at: 0.3), UnitCurve.circularEaseOut.value(at: 0.3)))
        #expect(
            near(UnitCurve.circularEaseIn.inverse.velocity(at: 0.7), UnitCurve.circularEaseOut.velocity(at: 0.7)))
        #expect(!near(UnitCurve.easeIn.inverse.value(at: 0.3), UnitCurve.easeOut.value(at: 0.3), 1e-3))
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        let swapped = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
        #expect(curve.inverse == swapped)
        for x in [0.2, 0.4, 0.6] {
            #expect(near(curve.value(at: curve.inverse.value(at: x)), x, 1e-6))
        }
    }
}
