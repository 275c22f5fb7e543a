import Foundation
import Testing
import TextUI

/// Drawing and effect modifiers leave the text as it is; a mask is mounted and not shown.
@MainActor
@Suite struct DrawingModifierTests {
    @Test func effects_leaveTheTextUnchanged() {
        let host = ViewHost(
            VStack {
                Text("a")
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                    .position(x: 10, y: 10)
                    .drawingGroup()
                    .blendMode(.multiply)
                    .hueRotation(.degrees(90))
                    .contrast(2)
                    .colorInvert()
                    .colorMultiply(.red)
                    .shadow(radius: 2)
                    .visualEffect { content, proxy in content.offset(y: proxy.size.height) }
                    .containerRelativeFrame(.horizontal, count: 3, spacing: 4)
                    .scrollTargetLayout()
                    .help("help")
                    .symbolEffect(.bounce, value: 1)
                    .strikethrough(pattern: .dash)
                    .fontWidth(.condensed)
                Circle().fill(.red).stroke(.blue, lineWidth: 2)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            }
        )
        #expect(host.render() == "a")
    }

    @Test func mask_isMountedBehind_andNotShown() {
        var appeared = 0
        let host = ViewHost(
            VStack {
                Text("masked").mask { Text("mask").onAppear { appeared += 1 } }
                Text("old").mask(Text("old mask").onAppear { appeared += 1 })
            }
        )
        #expect(host.render() == "masked\nold")
        #expect(appeared == 2)
    }

    @Test func symbolVariants_combineTheirParts() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.contains(.none))
        #expect(SymbolVariants.fill.circle == SymbolVariants.circle.fill)
    }

    @Test func textOfAnImage_isEmpty_andJoinsOtherText() {
        #expect(ViewHost(Text(Image(systemName: "star")) + Text(" 8.5")).render() == " 8.5")
    }

    @Test func headingFont_emphasizesText() {
        let heading = ViewHost(Text("Title").font(.title))
        #expect(heading.renderStyled() == [StyledLine([StyledLine.Segment("Title", emphasis: [.strong])])])
        let body = ViewHost(Text("Title").font(.body.weight(.light).width(.condensed).leading(.tight)))
        #expect(body.renderStyled() == [StyledLine([StyledLine.Segment("Title")])])
    }
}
