import Testing
import TextUI

/// Custom alignments compile as in SwiftUI and line up as leading (horizontal) or top (vertical).
@MainActor
@Suite struct CustomAlignmentTests {
    private enum Labels: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    @Test func customHorizontalAlignment_linesUpAsLeading() {
        let custom = HorizontalAlignment(Labels.self)
        let host = ViewHost(
            VStack(alignment: custom) {
                Text("long line")
                Text("x").alignmentGuide(custom) { $0[.trailing] }
            })

        #expect(host.render() == "long line\nx")
    }

    private enum Rows: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }

    @Test func customVerticalAlignment_linesUpAsTop() {
        let host = ViewHost(
            HStack(alignment: VerticalAlignment(Rows.self)) {
                Text("one\ntwo")
                Text("x")
            })

        #expect(host.render() == "one x\ntwo")
    }
}
