import Foundation
import Testing
import TextUI

/// Animators show their content at rest: a phase animator at its first phase, a keyframe
/// animator at its initial value; an animation's body shows its content where it places it; a
/// namespace keeps its ID while its view is mounted.
@MainActor
@Suite struct AnimatorTests {
    @Test func phaseAnimator_showsTheFirstPhase() {
        let modifier = ViewHost(
            Text("pulse").phaseAnimator([1.0, 0.5]) { content, phase in
                VStack {
                    content
                    Text(verbatim: "opacity \(phase)")
                }
            }
        )
        #expect(modifier.render() == "pulse\nopacity 1.0")
        let triggered = ViewHost(
            Text("a").phaseAnimator(["first", "second"], trigger: 1) { content, phase in
                HStack {
                    content; Text(phase)
                }
            }
        )
        #expect(triggered.render() == "a first")
        #expect(ViewHost(PhaseAnimator([3, 2, 1]) { Text("phase \($0)") }).render() == "phase 3")
        #expect(ViewHost(PhaseAnimator([Int](), trigger: true) { Text("phase \($0)") }).render() == "")
    }

    struct Values {
        var scale = 1.0
        var lift = 0.0
    }

    @Test func keyframeAnimator_showsTheInitialValue() {
        let host = ViewHost(
            Text("bell").keyframeAnimator(initialValue: Values(scale: 2)) { content, values in
                HStack {
                    content
                    Text(verbatim: "x\(values.scale) +\(values.lift)")
                }
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.5, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.3)
                }
                KeyframeTrack(\.lift) { CubicKeyframe(-10, duration: 0.2) }
            }
        )
        #expect(host.render() == "bell x2.0 +0.0")
        let view = KeyframeAnimator(initialValue: 7, trigger: false) {
            Text(verbatim: "value \($0)")
        } keyframes: { _ in
            KeyframeTrack { MoveKeyframe(8) }
        }
        #expect(ViewHost(view).render() == "value 7.0")
    }

    @Test func animationBody_showsTheContentWhereItIsPlaced() {
        let host = ViewHost(
            Text("content").animation(.easeIn) { content in
                VStack {
                    Text("above")
                    content.opacity(0.5)
                }
            }
        )
        #expect(host.render() == "above\ncontent")
        let transaction = ViewHost(
            Text("x").transaction({ $0.animation = nil }) { content in
                HStack {
                    content; content
                }
            })
        #expect(transaction.render() == "x x")
    }

    struct Cards: View {
        @Namespace var space
        @State var flips = 0
        var body: some View {
            VStack {
                Text("\(space)").matchedGeometryEffect(id: "card", in: space)
                Button("Flip") { flips += 1 }
                Text("flips \(flips)")
            }
        }
    }

    @Test func namespace_keepsItsIDWhileMounted() throws {
        let host = ViewHost(Cards())
        let first = host.render().split(separator: "\n")[0]
        try host.tap("Flip")
        let rendered = host.render()
        #expect(rendered.split(separator: "\n")[0] == first)
        #expect(rendered.hasSuffix("flips 1"))
        #expect(ViewHost(Cards()).render().split(separator: "\n")[0] != first)
    }
}
