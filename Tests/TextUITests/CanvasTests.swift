import Foundation
import Testing
import TextUI

@MainActor
@Suite struct CanvasTests {
    @Test func canvas_showsTheTextsItDraws_inOrder_andNothingForShapes() {
        let host = ViewHost(
            VStack {
                Text("above")
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
                    context.draw(Text("Score: 3"), at: CGPoint(x: size.width / 2, y: 4))
                    context.stroke(Path(CGRect(x: 1, y: 1, width: 4, height: 4)), with: .color(.red), lineWidth: 2)
                    context.draw(context.resolve(Text("Lives: 2")), in: CGRect(x: 0, y: 10, width: 20, height: 1))
                }
                Text("below")
            }
        )
        #expect(host.render() == "above\nScore: 3\nLives: 2\nbelow")
    }

    @Test func canvasRenderer_isGivenTheTextOutputsSize_andTheEnvironment() {
        let host = ViewHost(
            Canvas { context, size in
                context.draw(
                    Text("\(Int(size.width))x\(Int(size.height)) \(context.environment.colorScheme)"), at: .zero)
            }
            .environment(\.colorScheme, .dark)
        )
        #expect(host.render() == "80x24 dark")
    }

    @Test func graphicsContext_composesTransforms_andLayersDrawIntoTheCanvas() {
        let host = ViewHost(
            Canvas { context, _ in
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 2)
                let point = CGPoint(x: 1, y: 1).applying(context.transform)
                context.opacity = 0.5
                context.drawLayer { layer in
                    layer.rotate(by: .degrees(90))
                    layer.draw(Text("layer at opacity \(layer.opacity)"), at: .zero)
                }
                context.draw(Text("(\(Int(point.x)), \(Int(point.y)))"), at: .zero)
            }
        )
        #expect(host.render() == "layer at opacity 0.500000\n(12, 22)")
    }

    @Test func resolveSymbol_findsNothing_inACanvasWithoutSymbols() {
        var resolved: [Bool] = []
        let withSymbols = Canvas { context, _ in
            resolved.append(context.resolveSymbol(id: 1) != nil)
        } symbols: {
            Text("star").tag(1)
        }
        let without = Canvas { context, _ in
            resolved.append(context.resolveSymbol(id: 1) != nil)
        }
        _ = ViewHost(
            VStack {
                withSymbols; without
            }
        ).render()
        #expect(resolved == [true, false])
    }

    @Test func resolvedText_measuresAColumnACharacter_andARowALine() {
        let host = ViewHost(
            Canvas { context, size in
                let text = context.resolve(Text("ab\nwxyz"))
                let measured = text.measure(in: size)
                context.draw(Text("\(Int(measured.width))x\(Int(measured.height))"), at: .zero)
            }
        )
        #expect(host.render() == "4x2")
    }
}
