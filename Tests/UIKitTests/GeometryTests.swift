import Testing
import UIKit

/// UIEdgeInsets, UIRectCorner and UIRectEdge.
@Suite struct GeometryTests {
    @Test func insetsAndOptionSets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right == 4)
        #expect(UIRectCorner.allCorners.contains(.bottomLeft))
        #expect(UIRectCorner([.topLeft, .topRight]).rawValue == 3)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
    }
}
