import SwiftUI
import Testing

@testable import Sketchbook

/// A drawing app of custom shapes (a spirograph, an animatable checkerboard, an insettable arc),
/// gradients, blend modes, a drawing group and a canvas works as a person uses it: its tabs switch
/// screens and its controls change what the labels say, while the drawing itself shows nothing.
@MainActor
@Suite struct SketchbookTests {
    @Test func theSpirographScreen_showsItsLabelledSliders() {
        let host = ViewHost(app: SketchbookApp())

        #expect(
            host.render() == """
                (*) Spirograph  ( ) Checkerboard  ( ) Rings
                Inner radius: 125
                [========--] 125
                Outer radius: 75
                [=====-----] 75
                Distance: 25
                [==--------] 25
                Amount: 1.00
                [==========] 1
                Color
                [======----] 0.6
                """
        )
    }

    /// The Pie and its geometry helpers come from files that import Core Graphics (the helpers'
    /// file imports nothing else), as shape files written for iOS do.
    @Test func aPieFromFilesImportingCoreGraphics_coversItsSliceOfTheCircle() {
        let quarter = Pie(endAngle: .degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(quarter.contains(CGPoint(x: 70, y: 30)))
        #expect(!quarter.contains(CGPoint(x: 30, y: 30)))
        #expect(!quarter.contains(CGPoint(x: 70, y: 70)))
        #expect(!quarter.contains(CGPoint(x: 30, y: 70)))
    }

    @Test func theCheckerboardScreen_stepsItsLineWidth() throws {
        let host = ViewHost(app: SketchbookApp())
        try host.tap("Checkerboard")
        #expect(host.render().hasSuffix("4 × 4\nLine width: 4 [-|+]"))

        try host.increment("Line width: 4")
        try host.increment("Line width: 5")

        #expect(host.render().hasSuffix("Line width: 6 [-|+]"))
    }

    @Test func theRingsScreen_drawsNothingButItsLabels() throws {
        let host = ViewHost(app: SketchbookApp())

        try host.tap("Rings")

        #expect(host.render().hasSuffix("Cycle: 0%\n[----------] 0\nBlur\n[----------] 0"))
    }
}
