import Foundation
import Testing
import TextUI

/// A custom `Layout` compiles and shows its subviews one below another; the built-in layouts and
/// `AnyLayout` lay out as their stacks do.
@MainActor
@Suite struct LayoutProtocolTests {
    struct Flow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let fitted = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + fitted.width, height: max(size.height, fitted.height))
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: .unspecified)
            }
        }
    }

    @Test func aCustomLayout_showsItsSubviewsOneBelowAnother() {
        let host = ViewHost(
            Flow {
                Text("a"); Text("b")
            })
        #expect(host.render() == "a\nb")
    }

    @Test func anyLayout_laysOutAsTheLayoutItWraps() throws {
        struct Adaptive: View {
            @State var isWide = false
            var body: some View {
                let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
                layout {
                    Text("one")
                    Text("two")
                }
                Button("Widen") { isWide = true }
            }
        }
        let host = ViewHost(Adaptive())
        #expect(host.render() == "one\ntwo\n[ Widen ]")
        try host.tap("Widen")
        #expect(host.render() == "one two\n[ Widen ]")
    }

    @Test func zStackAndGridLayouts_layOutAsTheirContainers() {
        let host = ViewHost(
            VStack {
                ZStackLayout {
                    Text("back"); Text("front")
                }
                GridLayout(alignment: .leading) {
                    GridRow {
                        Text("k"); Text("value")
                    }
                    GridRow {
                        Text("key"); Text("v")
                    }
                }
            })
        #expect(host.render() == "back\nfront\nk   value\nkey v")
    }

    @Test func proposedSizes_replaceWhatIsUnspecified() {
        #expect(
            ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 5, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: .zero) == .zero)
        #expect(ProposedViewSize(CGSize(width: 1, height: 2)) == ProposedViewSize(width: 1, height: 2))
    }
}
