import Foundation
import Testing
import TextUI

/// Values of SwiftUI's geometry and layout types that show in what a program computes: edge sets,
/// projective transforms and their inverses, coordinate spaces, grid items and spacers keep what
/// they are given.
@MainActor
@Suite struct GeometryValuesTests {
    /// https://developer.apple.com/documentation/swiftui/horizontaledge/set: an option set of
    /// `leading` and `trailing`, `all` both, `init(_:)` the set of one edge.
    @Test func horizontalEdgeSets_areOptionSetsOfTheEdges() {
        #expect(HorizontalEdge.Set(.leading) == .leading && HorizontalEdge.Set(.trailing) == .trailing)
        #expect(HorizontalEdge.Set.all == [.leading, .trailing])
        #expect(HorizontalEdge.Set.all.contains(.trailing) && !HorizontalEdge.Set.leading.contains(.trailing))
        #expect(HorizontalEdge.Set(rawValue: 3) == .all)
        #expect(HorizontalEdge.Set.leading.rawValue != HorizontalEdge.Set.trailing.rawValue)
    }

    /// https://developer.apple.com/documentation/swiftui/projectiontransform/invert(): a transform
    /// times its inverse is the identity; a singular one cannot be inverted.
    @Test func aProjection_timesItsInverse_isTheIdentity() {
        var transform = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 4, ty: -2))
        transform.m13 = 0.01
        let inverse = transform.inverted()
        let product = transform.concatenating(inverse)
        let identity = ProjectionTransform()
        for (value, expected) in [
            (product.m11, identity.m11), (product.m12, identity.m12), (product.m13, identity.m13),
            (product.m21, identity.m21), (product.m22, identity.m22), (product.m23, identity.m23),
            (product.m31, identity.m31), (product.m32, identity.m32), (product.m33, identity.m33),
        ] {
            #expect(abs(value - expected) < 1e-9)
        }
        let point = CGPoint(x: 3, y: 5)
        let back = point.applying(transform).applying(inverse)
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 5) < 1e-9)
        var copy = transform
        let inverted = copy.invert()
        #expect(inverted && copy == inverse)
    }

    @Test func aSingularProjection_isNotInverted() {
        var flat = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0))
        let before = flat
        let inverted = flat.invert()
        #expect(!inverted)
        #expect(flat == before && flat.inverted() == before)
    }

    @Test func coordinateSpaces_sayWhetherTheyAreGlobalOrLocal() {
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.local.isGlobal)
        #expect(!CoordinateSpace.named("list").isGlobal && !CoordinateSpace.named("list").isLocal)
    }

    @Test func gridItemsAndSpacers_keepWhatTheyAreGiven() {
        let item = GridItem(.fixed(40), spacing: 8, alignment: .leading)
        #expect(item.spacing == 8 && item.alignment == .leading)
        #expect(GridItem().spacing == nil && GridItem().alignment == nil)
        #expect(Spacer(minLength: 12).minLength == 12 && Spacer().minLength == nil)
    }

    /// https://developer.apple.com/documentation/swiftui/transaction/dismissbehavior: interactive
    /// unless set.
    @Test func aTransaction_keepsItsDismissBehaviorAndScrollAnchor() {
        var transaction = Transaction()
        #expect(transaction.dismissBehavior == .interactive && transaction.scrollTargetAnchor == nil)
        transaction.dismissBehavior = .destructive
        transaction.scrollTargetAnchor = .bottom
        #expect(transaction.dismissBehavior == .destructive && transaction.scrollTargetAnchor == .bottom)
    }
}
