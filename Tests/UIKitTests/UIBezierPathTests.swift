import CoreGraphics
import Foundation
import Testing
import TextUI
import UIKit

/// `UIBezierPath` as SwiftUI shapes borrow it, with its `CGPath` crossing into SwiftUI's `Path`.
@MainActor
@Suite struct UIBezierPathTests {
    @Test func aRoundedCornersPath_roundsOnlyTheCornersAsked_andCrossesToCGPathAndBack() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 9))
        let expected = Path(
            roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 4, topTrailing: 4), style: .circular)
        #expect(Path(top.cgPath) == expected)
        #expect(top.bounds == rect)
        #expect(!top.contains(CGPoint(x: 0.2, y: 0.2)))
        #expect(top.contains(CGPoint(x: 0.2, y: 9.8)))

        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Path(square.cgPath) == square)
        #expect(UIBezierPath(cgPath: square.cgPath).bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func anArc_turnsClockwiseAsTheScreenShowsIt() {
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // On a screen (y down) clockwise from angle 0 to a quarter turn passes below the center: y > 0.
        #expect(arc.bounds.maxY > 9)
        #expect(arc.bounds.minY > -1)
        var counter = Path()
        counter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(.pi / 2), clockwise: false)
        #expect(Path(arc.cgPath) == counter)
    }

    @Test func aMutablePath_isBuiltStepByStep() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 8, y: 2)))
        #expect(!path.contains(CGPoint(x: 2, y: 8)))
        #expect(Path(path).description == "0 0 m 10 0 l 10 10 l h")
        let bezier = UIBezierPath()
        bezier.move(to: .zero)
        bezier.addLine(to: CGPoint(x: 5, y: 5))
        bezier.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(bezier.currentPoint == CGPoint(x: 10, y: 10))
    }
}
