import Foundation
import Testing
import TextUI

/// Core Graphics' affine transforms, which Linux's Foundation lacks, map points as on iOS.
@Suite struct CGAffineTransformTests {
    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func translation_movesPoints() {
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 2, y: 3)) == CGPoint(x: 3, y: 4))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func rotation_turnsXTowardY() {
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(turned, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenating_appliesTheFirstThenTheSecond() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 3, y: 4))
    }

    @Test func methods_applyTheirChangeBeforeTheTransform() {
        let moved = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(CGPoint.zero.applying(moved) == CGPoint(x: 2, y: 0))
        let scaled = CGAffineTransform(translationX: 1, y: 0).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 4, y: 3))
        let rotated = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 4, y: 0)))
    }

    @Test func inverted_undoesTheTransform() {
        let transform = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 4, ty: 5)
        let point = CGPoint(x: 7, y: -2)
        #expect(isClose(point.applying(transform).applying(transform.inverted()), point))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizes_ignoreTranslations() {
        let transform = CGAffineTransform(translationX: 10, y: 10).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 1, height: 1).applying(transform) == CGSize(width: 2, height: 3))
    }

    @Test func rects_becomeTheBoundsOfTheirMappedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX - -1) < 1e-9 && abs(rect.width - 1) < 1e-9 && abs(rect.height - 2) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
