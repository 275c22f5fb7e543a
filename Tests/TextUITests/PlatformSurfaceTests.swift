import Foundation
import Testing
import TextUI

/// Gestures that need modifier keys, and shapes' sizes.
@MainActor
@Suite struct PlatformSurfaceTests {
    struct Taps: View {
        @State var taps: [String] = []
        var body: some View {
            VStack {
                Text("Plain").gesture(TapGesture().onEnded { taps.append("plain") }.modifiers([]))
                Text("Shifted").gesture(TapGesture().onEnded { taps.append("shifted") }.modifiers(.shift))
                Text(taps.joined(separator: ","))
            }
        }
    }

    @Test func aGestureNeedingAModifier_isNotPerformedByTheHost_whichHoldsNoKeys() throws {
        let host = ViewHost(Taps())

        try host.tap("Plain")
        #expect(throws: ViewHostError.self) { try host.tap("Shifted") }

        #expect(host.render() == "Plain\nShifted\nplain")
    }

    struct Square: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            let side = min(proposal.width ?? 20, proposal.height ?? 20)
            return CGSize(width: side, height: side)
        }
    }

    @Test func aShapesSize_isTheProposal_unlessTheShapeSaysOtherwise() {
        let proposal = ProposedViewSize(width: 40, height: nil)
        #expect(Rectangle().sizeThatFits(proposal) == CGSize(width: 40, height: 10))
        #expect(Square().sizeThatFits(proposal) == CGSize(width: 20, height: 20))
        #expect(AnyShapeSizes.size(of: Square(), proposal) == CGSize(width: 20, height: 20))
    }

    @MainActor enum AnyShapeSizes {
        static func size(of shape: some Shape, _ proposal: ProposedViewSize) -> CGSize {
            shape.sizeThatFits(proposal)
        }
    }
}

/// Button border shapes are shapes whose outlines are the shapes they name.
@MainActor
@Suite struct ButtonBorderShapeTests {
    @Test func buttonBorderShapes_outlineTheShapesTheyName() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(ButtonBorderShape.buttonBorder.path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
        #expect(ButtonBorderShape.capsule.inset(by: 2).path(in: rect) == Capsule().path(in: rect.insetBy(dx: 2, dy: 2)))
    }
}

/// Touches pass through a view that does not allow hit testing: the host does not operate it.
@MainActor
@Suite struct HitTestingTests {
    struct Deck: View {
        @State var cards = ["Lower", "Upper"]
        @State var flipped: [String] = []
        var body: some View {
            ZStack {
                ForEach(Array(cards.enumerated()), id: \.element) { item in
                    Text(item.element)
                        .onTapGesture { flipped.append(item.element) }
                        .allowsHitTesting(item.offset == cards.count - 1)
                }
            }
            Button("Shuffle") { cards.reverse() }
                .allowsHitTesting(true)
            Text("Flipped: \(flipped.joined(separator: ","))")
        }
    }

    @Test func aViewWithoutHitTesting_isNotTapped_andOneWithItIs() throws {
        let host = ViewHost(Deck())

        #expect(throws: ViewHostError.self) { try host.tap("Lower") }
        try host.tap("Upper")
        try host.tap("Shuffle")
        try host.tap("Lower")

        #expect(host.render().hasSuffix("Flipped: Upper,Lower"))
    }

    @Test func controlsInsideAViewWithoutHitTesting_areNotFound() {
        let host = ViewHost(
            VStack {
                Button("Save") {}; TextField("Name", text: .constant(""))
            }.allowsHitTesting(false))

        #expect(throws: ViewHostError.self) { try host.tap("Save") }
        #expect(throws: ViewHostError.self) { try host.type("Ann", into: "Name") }
    }
}
