import Foundation
import Testing
import TextUI

/// Angles keep radians, convert degrees, and compute as SwiftUI's do.
@Suite struct AngleTests {
    @Test func degreesAndRadians_areTheSameAngle() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.degrees(90) == Angle(radians: .pi / 2))
        #expect(Angle.radians(.pi).degrees == 180)
        #expect(Angle() == .zero)
        var angle = Angle.zero
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
    }

    @Test func arithmetic_addsScalesAndNegates() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect((Angle.degrees(90) - .degrees(30)).degrees.rounded() == 60)
        #expect(Angle.degrees(45) * 2 == .degrees(90))
        #expect(2 * Angle.degrees(45) == .degrees(90))
        #expect(Angle.degrees(90) / 2 == .degrees(45))
        #expect(-Angle.degrees(10) == .degrees(-10))
        var angle = Angle.degrees(10)
        angle += .degrees(20)
        angle *= 2
        angle -= .degrees(20)
        angle /= 4
        #expect(abs(angle.degrees - 10) < 1e-9)
    }

    @Test func angles_compareByTheirSize() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect([Angle.degrees(30), .zero, .degrees(10)].max() == .degrees(30))
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, AngleCompatibilityTests
    /// (`animatableData == radians * 128`, and scaling it scales the angle).
    @MainActor @Test func animatableData_isTheRadiansTimes128() {
        var angle = Angle.degrees(90)
        #expect(angle.animatableData == .pi / 2 * 128)
        angle.animatableData = .pi * 128
        #expect(angle == .degrees(180))
        var doubled = Angle.degrees(30)
        doubled.animatableData *= 2
        #expect(doubled == .degrees(30) * 2)
        #expect(Angle.zero.animatableData == 0)
    }
}
