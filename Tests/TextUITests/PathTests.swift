import Foundation
import Testing
import TextUI

/// A path's geometry is Core Graphics': arcs and ellipses are cubic curves, bounds follow the
/// curves, `contains` follows the fill rule, transforms map every point.
@Suite struct PathTests {
    private func isClose(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    @Test func emptyPath_hasNoBounds_andNoCurrentPoint() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.boundingRect.isNull)
        #expect(path.currentPoint == nil)
        #expect(!path.contains(.zero))
    }

    @Test func rectPath_isItsFourCornersClosed() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        var steps: [Path.Element] = []
        let record: (Path.Element) -> Void = { steps.append($0) }
        path.forEach(record)
        #expect(
            steps == [
                .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
                .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
            ])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func ellipse_isFourCurvesThroughItsSidesMiddles() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 4))
        let ends = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let point), .curve(let point, _, _): point
            default: nil
            }
        }
        #expect(
            ends == [
                CGPoint(x: 10, y: 2), CGPoint(x: 5, y: 4), CGPoint(x: 0, y: 2), CGPoint(x: 5, y: 0),
                CGPoint(x: 10, y: 2),
            ])
        #expect(path.elements.last == .closeSubpath)
    }

    @Test func boundingRect_followsCurvesNotTheirControlPoints() {
        #expect(
            isClose(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).boundingRect,
                CGRect(x: 0, y: 0, width: 4, height: 4)))
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 2))
        #expect(isClose(quad.boundingRect, CGRect(x: 0, y: 0, width: 2, height: 1)))
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 0, y: 4), control2: CGPoint(x: 3, y: 4))
        #expect(isClose(cubic.boundingRect, CGRect(x: 0, y: 0, width: 3, height: 3)))
    }

    @Test func contains_followsTheFillRule() {
        var rings = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(rings.contains(CGPoint(x: 1, y: 1)))
        #expect(rings.contains(CGPoint(x: 5, y: 5)))
        #expect(!rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 11, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func arc_endsOnItsCircle_inItsDirection() {
        var counter = Path()
        counter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(isClose(counter.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(isClose(counter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        var clockwise = Path()
        clockwise.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(isClose(clockwise.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(isClose(clockwise.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
        var half = Path()
        half.move(to: CGPoint(x: -20, y: 0))
        half.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(180))
        #expect(half.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
        #expect(isClose(half.currentPoint, CGPoint(x: -10, y: 0)))
        let midpoint = CGPoint(x: 10 * cos(Double.pi / 4), y: 10 * sin(Double.pi / 4))
        #expect(half.contains(CGPoint(x: midpoint.x * 0.9, y: midpoint.y * 0.9)))
    }

    @Test func tangentArc_roundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(path.elements[1] == .line(to: CGPoint(x: 8, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 2)))
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
    }

    @Test func applying_mapsEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(
            path.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 2, height: 3))
        #expect(path.offsetBy(dx: 5, dy: 1).boundingRect == CGRect(x: 5, y: 1, width: 1, height: 1))
    }

    @Test func addWithATransform_mapsTheAddedPoints() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(translationX: 2, y: 2))
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)], transform: CGAffineTransform(scaleX: 4, y: 4))
        path.addPath(
            Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(translationX: -1, y: 0))
        #expect(path.boundingRect == CGRect(x: -1, y: 0, width: 5, height: 4))
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 3)
    }

    @Test func description_roundTrips_andBadTextIsNil() {
        var path = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 2))
        path.addCurve(to: .zero, control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: 0, y: 1))
        #expect(path.description.hasPrefix("0 0 m 2 0 l 2 1 l 0 1 l h 0.5 2 1 1 q"))
        #expect(Path(path.description) == path)
        #expect(Path("1 2 x") == nil)
        #expect(Path("1 m") == nil)
        #expect(Path("1 2") == nil)
    }

    @Test func strokedPath_coversTheLineWidth() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let stroke = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(stroke.contains(CGPoint(x: 5, y: 0.9)))
        #expect(!stroke.contains(CGPoint(x: 5, y: 1.1)))
        #expect(stroke.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    @Test func trimmedPath_keepsTheFractionOfTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements.first == .move(to: .zero))
        #expect(half.currentPoint == CGPoint(x: 10, y: 10))
        #expect(square.trimmedPath(from: 0.25, to: 0.5).boundingRect == CGRect(x: 10, y: 0, width: 0, height: 10))
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
    }
}
