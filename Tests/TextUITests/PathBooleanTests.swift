import Foundation
import Testing
import TextUI

/// The boolean operations of paths cover the area (or keep the lines) SwiftUI's do.
@MainActor
@Suite struct PathBooleanTests {
    let left = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let right = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
    let probes: [CGPoint] = [
        CGPoint(x: 2, y: 2), CGPoint(x: 7, y: 7), CGPoint(x: 12, y: 12), CGPoint(x: 12, y: 2), CGPoint(x: 2, y: 12),
    ]

    private func inside(_ path: Path) -> [Bool] { probes.map { path.contains($0) } }

    @Test func areaOperations_keepTheChosenParts() {
        #expect(inside(left.union(right)) == [true, true, true, false, false])
        #expect(inside(left.intersection(right)) == [false, true, false, false, false])
        #expect(inside(left.subtracting(right)) == [true, false, false, false, false])
        #expect(inside(left.symmetricDifference(right)) == [true, false, true, false, false])
        #expect(left.intersection(right).boundingRect == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(left.union(right).boundingRect == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(left.intersection(Path(CGRect(x: 20, y: 20, width: 1, height: 1))).isEmpty)
    }

    @Test func curvedPaths_areFollowedClosely() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let half = circle.intersection(Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
        #expect(half.contains(CGPoint(x: 5, y: 10)))
        #expect(!half.contains(CGPoint(x: 15, y: 10)))
        #expect(!half.contains(CGPoint(x: 1, y: 1)))
        #expect(abs(half.boundingRect.width - 10) < 0.01 && abs(half.boundingRect.height - 20) < 0.01)
    }

    @Test func fillRules_decideWhatIsInside() {
        var rings = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(rings.normalized().contains(CGPoint(x: 1, y: 1)))
        #expect(!rings.normalized().contains(CGPoint(x: 5, y: 5)))
        #expect(rings.normalized(eoFill: false).contains(CGPoint(x: 5, y: 5)))
        #expect(left.union(rings, eoFill: true).contains(CGPoint(x: 5, y: 5)))
        #expect(!left.intersection(rings, eoFill: true).contains(CGPoint(x: 5, y: 5)))
    }

    @Test func lineOperations_keepThePiecesOfTheOutline() {
        var line = Path()
        line.move(to: CGPoint(x: -5, y: 5))
        line.addLine(to: CGPoint(x: 15, y: 5))
        let inner = line.lineIntersection(left)
        #expect(inner.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 10, y: 5))])
        let outer = line.lineSubtraction(left)
        #expect(
            outer.elements == [
                .move(to: CGPoint(x: -5, y: 5)), .line(to: CGPoint(x: 0, y: 5)), .move(to: CGPoint(x: 10, y: 5)),
                .line(to: CGPoint(x: 15, y: 5)),
            ])
    }

    @Test func shapeOperations_combineTheShapesPaths() {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let ring = Circle().subtracting(Circle().inset(by: 2)).path(in: frame)
        #expect(ring.contains(CGPoint(x: 10, y: 1)))
        #expect(!ring.contains(CGPoint(x: 10, y: 5)))
        #expect(Rectangle().union(Circle()).path(in: frame).boundingRect == frame)
        #expect(Rectangle().intersection(Circle(), eoFill: true).path(in: frame).contains(CGPoint(x: 10, y: 5)))
        #expect(!Rectangle().symmetricDifference(Circle()).path(in: frame).contains(CGPoint(x: 10, y: 5)))
        #expect(Rectangle().lineIntersection(Circle()).path(in: frame).isEmpty)
        #expect(
            Circle().lineIntersection(Rectangle().size(width: 10, height: 10)).path(in: frame).boundingRect.maxX <= 10)
        #expect(Rectangle().lineSubtraction(Circle()).path(in: frame).boundingRect == frame)
    }
}
