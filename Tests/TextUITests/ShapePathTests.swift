import Foundation
import Testing
import TextUI

/// The built-in shapes draw the outlines SwiftUI's do, and shapes changed by a modifier draw
/// their shape's path changed so.
@MainActor
@Suite struct ShapePathTests {
    let frame = CGRect(x: 0, y: 0, width: 20, height: 10)

    private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    @Test func builtInShapes_drawTheirOutlines() {
        #expect(Rectangle().path(in: frame) == Path(frame))
        #expect(isClose(Circle().path(in: frame).boundingRect, CGRect(x: 5, y: 0, width: 10, height: 10)))
        #expect(isClose(Ellipse().path(in: frame).boundingRect, frame))
        let capsule = Capsule().path(in: frame)
        #expect(isClose(capsule.boundingRect, frame))
        #expect(!capsule.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(capsule.contains(CGPoint(x: 10, y: 0.5)))
        #expect(Capsule(style: .circular).style == .circular)
        #expect(isClose(RoundedRectangle(cornerRadius: 3).path(in: frame).boundingRect, frame))
    }

    @Test func roundedRectangle_roundsItsCorners() {
        let shape = RoundedRectangle(cornerRadius: 4, style: .circular)
        #expect(shape.cornerSize == CGSize(width: 4, height: 4))
        #expect(shape.style == .circular)
        let path = shape.path(in: frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 4, y: 0)))
        #expect(!path.contains(CGPoint(x: 0.3, y: 0.3)))
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(Path(roundedRect: frame, cornerRadius: 4) == RoundedRectangle(cornerRadius: 4).path(in: frame))
        let oversized = Path(roundedRect: frame, cornerSize: CGSize(width: 50, height: 50))
        #expect(oversized.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        var added = Path()
        added.addRoundedRect(in: frame, cornerSize: CGSize(width: 4, height: 4))
        #expect(added == path)
    }

    @Test func unevenRoundedRectangle_roundsEachCornerByItsRadius() {
        let radii = RectangleCornerRadii(topLeading: 5, bottomLeading: 0, bottomTrailing: 2, topTrailing: 0)
        let path = UnevenRoundedRectangle(cornerRadii: radii).path(in: frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 5, y: 0)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 19.9, y: 0.1)))
        #expect(path.contains(CGPoint(x: 0.1, y: 9.9)))
        #expect(!path.contains(CGPoint(x: 19.9, y: 9.9)))
        #expect(UnevenRoundedRectangle(topLeadingRadius: 5, bottomTrailingRadius: 2).path(in: frame) == path)
        #expect(Path(roundedRect: frame, cornerRadii: radii) == path)
    }

    @Test func staticMembers_areTheBuiltInShapes() {
        func outline<S: Shape>(_ shape: S) -> Path { shape.path(in: frame) }
        #expect(outline(.rect) == Rectangle().path(in: frame))
        #expect(outline(.rect(cornerRadius: 3)) == RoundedRectangle(cornerRadius: 3).path(in: frame))
        #expect(
            outline(.rect(cornerSize: CGSize(width: 2, height: 3), style: .circular))
                == Path(roundedRect: frame, cornerSize: CGSize(width: 2, height: 3)))
        #expect(outline(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4))) == outline(.rect(topLeadingRadius: 4)))
        #expect(outline(.capsule) == Capsule().path(in: frame))
        #expect(outline(.capsule(style: .circular)) == Capsule().path(in: frame))
        #expect(outline(.circle) == Circle().path(in: frame))
        #expect(outline(.ellipse) == Ellipse().path(in: frame))
        #expect(outline(.containerRelative) == Path(frame))
        #expect(ContainerRelativeShape().path(in: frame) == Path(frame))
    }

    @Test func insetShapes_drawInASmallerFrame() {
        #expect(Rectangle().inset(by: 2).path(in: frame) == Path(frame.insetBy(dx: 2, dy: 2)))
        #expect(Circle().inset(by: 1).inset(by: 1).path(in: frame) == Circle().path(in: frame.insetBy(dx: 2, dy: 2)))
    }

    @Test func transformedShapes_moveTheirPaths() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Rectangle().offset(x: 3).path(in: square).boundingRect == CGRect(x: 3, y: 0, width: 10, height: 10))
        #expect(
            Rectangle().offset(CGPoint(x: 1, y: 2)).path(in: square)
                == Rectangle().offset(CGSize(width: 1, height: 2)).path(in: square))
        let turned = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: square).boundingRect
        #expect(isClose(turned, CGRect(x: -10, y: 0, width: 10, height: 10)))
        #expect(isClose(Rectangle().rotation(.degrees(180)).path(in: square).boundingRect, square))
        #expect(Rectangle().scale(0.5).path(in: square).boundingRect == CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        #expect(
            Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: square).boundingRect
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(Rectangle().transform(CGAffineTransform(scaleX: 1, y: 3)).path(in: square).boundingRect.height == 30)
        let shapes: [AnyShape] = [
            AnyShape(OffsetShape(shape: Rectangle(), offset: CGSize(width: 1, height: 0))),
            AnyShape(RotatedShape(shape: Rectangle(), angle: .zero)),
            AnyShape(ScaledShape(shape: Rectangle(), scale: CGSize(width: 1, height: 1))),
            AnyShape(TransformedShape(shape: Rectangle(), transform: .identity)),
        ]
        #expect(shapes.map { $0.path(in: square).boundingRect.width } == [10, 10, 10, 10])
    }

    @Test func sizedShape_drawsInAFrameOfItsSize() {
        #expect(
            Rectangle().size(width: 4, height: 2).path(in: CGRect(x: 1, y: 1, width: 50, height: 50))
                == Path(CGRect(x: 1, y: 1, width: 4, height: 2)))
        #expect(
            Circle().size(CGSize(width: 4, height: 4)).path(in: frame)
                == Circle().path(in: CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test func trimmedShape_keepsTheFractionOfItsOutline() {
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.currentPoint == CGPoint(x: 10, y: 10))
        #expect(Rectangle().trim().path(in: frame).boundingRect == frame)
    }

    @Test func strokedShape_isTheStrokesArea_andHasTheStrokeRole() {
        let stroke = Rectangle().stroke(lineWidth: 2)
        let path = stroke.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(type(of: stroke).role == .stroke)
        #expect(Circle.role == .fill)
        #expect(
            Rectangle().stroke(style: StrokeStyle(lineWidth: 4)).path(in: frame).boundingRect
                == frame.insetBy(dx: -2, dy: -2))
    }
}
