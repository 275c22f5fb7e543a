import Charts
import Foundation
import Testing
import TextUI

/// `mask(content:)` "masks chart content using the alpha channel of the specified content"
/// (developer.apple.com/documentation/charts/chartcontent/mask(content:)): a person sees the
/// mask's shapes in the masked content's colours (Swift Charts Examples' UV index chart: a
/// gradient rectangle masked by an area and a line). Text draws no colours, so a masked chart
/// draws the mask's marks and not the masked rectangle.
@MainActor
@Suite struct ChartMaskTests {
    @Test func maskedContent_drawsTheMasksMarks() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("hour", 0), xEnd: .value("hour", 4))
                .foregroundStyle(.linearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top))
                .mask {
                    LineMark(x: .value("hour", 0), y: .value("UV", 1))
                    LineMark(x: .value("hour", 4), y: .value("UV", 3))
                }
        }
        let data = try #require(ViewHost(chart).chartData().first)
        #expect(data.marks.map(\.kind) == [.line, .line])
        #expect(data.marks.map(\.y) == [.number(1), .number(3)])
    }
}
