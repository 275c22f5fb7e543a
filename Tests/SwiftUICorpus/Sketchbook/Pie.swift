import CoreGraphics
import SwiftUI

/// A slice of pie from twelve o'clock round to `endAngle`, as Stanford's Memorize draws a card's
/// countdown: its file imports Core Graphics for the geometry, as shape files on iOS often do.
struct Pie: Shape {
    var startAngle: Angle = .zero
    let endAngle: Angle
    var clockwise = true

    func path(in rect: CGRect) -> Path {
        let startAngle = startAngle - .degrees(90)
        let endAngle = endAngle - .degrees(90)
        let radius = min(rect.width, rect.height) / 2
        let start = rect.center.offset(by: radius, towards: startAngle.radians)

        var path = Path()
        path.move(to: rect.center)
        path.addLine(to: start)
        path.addArc(
            center: rect.center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: !clockwise)
        path.addLine(to: rect.center)
        return path
    }
}
