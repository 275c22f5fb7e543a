import Foundation
import Testing
import TextUI

/// Animatable data reads and writes as SwiftUI code expects, and vectors add, scale and
/// interpolate.
@MainActor
@Suite struct AnimatableDataTests {
    struct Wave: Shape {
        var phase: Double
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX + phase, y: rect.minY, width: 1, height: 1))
        }
    }

    @Test func animatableData_readsAndWritesTheValue() {
        var wave = Wave(phase: 1)
        wave.animatableData = 5
        #expect(wave.path(in: .zero).boundingRect.minX == 5)
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
        var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        rect.animatableData.second = AnimatablePair(5, 6)
        #expect(rect.size == CGSize(width: 5, height: 6))
        var unit = UnitPoint.center
        unit.animatableData = AnimatablePair(0, 1)
        #expect(unit == .bottomLeading)
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test func vectorArithmetic_scalesAndInterpolates() {
        var value = 2.0
        value.scale(by: 3)
        #expect(value == 6 && value.magnitudeSquared == 36)
        #expect(2.0.scaled(by: 2) == 4)
        #expect(Float(2).scaled(by: 0.5) == 1)
        #expect(CGFloat(3).magnitudeSquared == 9)
        #expect(0.0.interpolated(towards: 10, amount: 0.25) == 2.5)
        var moving = 10.0
        moving.interpolate(towards: 20, amount: 0.5)
        #expect(moving == 15)
    }

    @Test func animatablePair_addsAndScalesBothValues() {
        var pair = AnimatablePair(1.0, CGFloat(2)) + AnimatablePair(1, 1)
        #expect(pair.first == 2 && pair.second == 3)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(4, 6))
        #expect(pair.magnitudeSquared == 52)
        pair -= AnimatablePair(4, 6)
        #expect(pair == .zero)
        #expect(EmptyAnimatableData() + .zero == EmptyAnimatableData() && EmptyAnimatableData().magnitudeSquared == 0)
    }
}

/// A geometry effect renders its view unchanged; projections map points.
@MainActor
@Suite struct GeometryEffectTests {
    struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 2), y: 0))
        }
    }

    @Test func geometryEffect_rendersTheViewUnchanged_andProjectsPoints() {
        #expect(
            ViewHost(
                Text("shake").modifier(Shake(animatableData: 0.25)).modifier(Shake(animatableData: 0).ignoredByLayout())
            ).render() == "shake")
        let projection = Shake(animatableData: 0.25).effectValue(size: .zero)
        #expect(CGPoint(x: 1, y: 2).applying(projection) == CGPoint(x: 11, y: 2))
        #expect(ProjectionTransform().isIdentity && projection.isAffine && !projection.isIdentity)
        let twice = projection.concatenating(projection)
        #expect(CGPoint.zero.applying(twice) == CGPoint(x: 20, y: 0))
        // This one first, then the other: scaled, then moved (the other order moves, then scales).
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(projection)) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(projection.concatenating(scale)) == CGPoint(x: 22, y: 3))
    }
}
