import Testing
import TextUI

/// SwiftUI's scroll views and readers expose what they were made with
/// (https://developer.apple.com/documentation/swiftui/scrollview/axes,
/// https://developer.apple.com/documentation/swiftui/scrollview/content): a container made again
/// from those properties is the same container.
@MainActor
@Suite struct ContainerPropertiesTests {
    @Test func scrollViews_keepTheirAxesAndIndicators() {
        let row = ScrollView(.horizontal, showsIndicators: false) {
            Text("a")
            Text("b")
        }
        #expect(row.axes == .horizontal && !row.showsIndicators)
        let column = ScrollView {
            Text("a")
            Text("b")
        }
        #expect(column.axes == .vertical && column.showsIndicators)
        #expect(ViewHost(ScrollView(row.axes) { row.content }).render() == ViewHost(row).render())
        #expect(ViewHost(ScrollView(column.axes) { column.content }).render() == ViewHost(column).render())
        #expect(ViewHost(row).render() != ViewHost(column).render())
        let reader = ScrollViewReader { _ in Text("read") }
        #expect(ViewHost(ScrollViewReader(content: reader.content)).render() == "read")
        let geometry = GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
        #expect(ViewHost(GeometryReader(content: geometry.content)).render() == ViewHost(geometry).render())
    }
}
