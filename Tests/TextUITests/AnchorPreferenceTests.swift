import Foundation
import Testing
import TextUI

/// Anchors carried by preferences and resolved by a geometry proxy (Apple's
/// `anchorPreference(key:value:transform:)` and `GeometryProxy.subscript(_:)`): text output
/// measures every frame from the origin, so a view's bounds resolve to the proxy's size there.
@MainActor
@Suite struct AnchorPreferenceTests {
    struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    struct PointsKey: PreferenceKey {
        static var defaultValue: [Anchor<CGPoint>] { [] }
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
            value += nextValue()
        }
    }

    struct Highlighted: View {
        let anchored: Bool
        var body: some View {
            Group {
                if anchored {
                    Text("Pick").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                } else {
                    Text("Pick")
                }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    Text(anchor.map { "bounds \(Int(proxy[$0].width))x\(Int(proxy[$0].height))" } ?? "no anchor")
                }
            }
        }
    }

    @Test func anAnchoredViewsBounds_reachTheReader_resolvedInItsProxy() {
        #expect(ViewHost(Highlighted(anchored: true)).render().contains("bounds 80x24"))
        let unanchored = ViewHost(Highlighted(anchored: false)).render()
        #expect(unanchored.contains("no anchor") && !unanchored.contains("bounds"))
    }

    struct Pins: View {
        var body: some View {
            VStack {
                Text("a").transformAnchorPreference(key: PointsKey.self, value: .center) { $0.append($1) }
                Text("b").anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { [$0] }
            }
            .overlayPreferenceValue(PointsKey.self) { anchors in
                GeometryReader { proxy in
                    Text(anchors.map { "(\(Int(proxy[$0].x)),\(Int(proxy[$0].y)))" }.joined(separator: " "))
                }
            }
        }
    }

    @Test func pointAnchors_resolveToTheirPoints_inOrder() {
        #expect(ViewHost(Pins()).render().contains("(40,12) (3,4)"))
    }
}
