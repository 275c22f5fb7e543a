import Foundation
import Testing
import TextUI

/// Shapes, custom ones included, compile and render nothing; a path keeps what it was given; a
/// geometry reader's content sees a fixed text geometry.
@MainActor
@Suite struct ShapeTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    struct Badge: View {
        var body: some View {
            ZStack {
                Triangle().fill(Color.yellow)
                Circle().strokeBorder(lineWidth: 2)
                Circle().trim(from: 0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))
                RoundedRectangle(cornerRadius: 4).stroke(Color.red, lineWidth: 1)
                Capsule().inset(by: 2).strokeBorder(Color.blue, style: StrokeStyle(dash: [2, 2]))
                Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }.stroke(lineWidth: 1)
                AnyShape(Rectangle()).fill(.green)
                Text("★ 8.5")
            }
        }
    }

    @Test func shapes_renderNothing() {
        #expect(ViewHost(Badge()).render() == "★ 8.5")
    }

    @Test func customShapesPath_isWhatItDrew() {
        let path = Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 8))

        #expect(
            path.elements == [
                .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 8)), .line(to: CGPoint(x: 0, y: 8)),
                .closeSubpath,
            ])
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 8))
        // As in Core Graphics, closing a subpath brings the current point back to its start.
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func geometryReader_givesAFixedTextGeometry() {
        let host = ViewHost(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minX))")
            }
        )
        #expect(host.render() == "80x24 at 0")
    }
}
