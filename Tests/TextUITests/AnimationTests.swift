import Foundation
import Testing
import TextUI

/// Animations keep their parameters; state changes made with an animation apply at once, and
/// completions run when the change is made.
@MainActor
@Suite struct AnimationTests {
    struct Counter: View {
        @State var count = 0
        @State var completions = 0
        var body: some View {
            VStack {
                Text("count \(count), done \(completions)")
                Button("Add") {
                    withAnimation(.spring()) {
                        count += 1
                    } completion: {
                        completions += 1
                    }
                }
                Button("Add plainly") {
                    withAnimation { count += 10 }
                }
            }
        }
    }

    @Test func withAnimation_appliesTheChangeAtOnce() throws {
        let host = ViewHost(Counter())
        try host.tap("Add plainly")
        #expect(host.render().hasPrefix("count 10, done 0"))
        #expect(withAnimation(.easeIn) { 42 } == 42)
    }

    // Apple's declarations of `withAnimation(_:_:)` and
    // `withAnimation(_:completionCriteria:_:completion:)` are not isolated to the main actor.
    nonisolated static func animatedOffTheMainActor() -> [String] {
        var order: [String] = []
        let value = withAnimation { 7 }
        withAnimation(.easeOut, completionCriteria: .logicallyComplete) {
            order.append("body \(value)")
        } completion: {
            order.append("done")
        }
        return order
    }

    @Test func withAnimation_canBeCalledOffTheMainActor() async {
        let order = await Task.detached { Self.animatedOffTheMainActor() }.value
        #expect(order == ["body 7", "done"])
    }

    @Test func withAnimationsCompletion_runsWhenTheBodyHasRun() throws {
        let host = ViewHost(Counter())
        try host.tap("Add")
        #expect(host.render().hasPrefix("count 1, done 1"))
        var order: [String] = []
        withAnimation(.default, completionCriteria: .removed) {
            order.append("body")
        } completion: {
            order.append("done")
        }
        #expect(order == ["body", "done"])
    }

    @Test func withTransaction_runsTheCompletionsAddedToIt() {
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        var order: [String] = []
        transaction.addAnimationCompletion { order.append("first") }
        transaction.addAnimationCompletion(criteria: .removed) { order.append("second") }
        let result = withTransaction(transaction) {
            order.append("body"); return 7
        }
        #expect(result == 7 && order == ["body", "first", "second"])
        #expect(transaction.animation == .easeIn && transaction.disablesAnimations)
        #expect(withTransaction(\.isContinuous, true) { "made" } == "made")
    }

    private struct Retries: TransactionKey {
        static let defaultValue = 0
    }

    @Test func transactionKeys_keepTheirValues() {
        var transaction = Transaction()
        #expect(transaction[Retries.self] == 0)
        transaction[Retries.self] = 3
        #expect(transaction[Retries.self] == 3)
    }

    @Test func animation_keepsItsParameters_andDuration() {
        #expect(Animation.easeInOut(duration: 0.3).description == "easeInOut(duration: 0.3)")
        #expect(Animation.linear.duration == 0.35 && Animation.easeIn.duration == 0.35)
        #expect(Animation.easeOut(duration: 2).duration == 2)
        #expect(Animation.default.duration == 0.5)
        #expect(
            Animation.timingCurve(0.1, 0.2, 0.3, 0.4).description == "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35)")
        #expect(Animation.timingCurve(UnitPoint(x: 0.1, y: 0.2), UnitPoint(x: 0.3, y: 0.4), duration: 1).duration == 1)
        #expect(Animation.timingCurve(.easeIn, duration: 3).duration == 3)
        #expect(Animation.linear(duration: 1) != Animation.easeIn(duration: 1))
    }

    @Test func modifiers_changeTheDuration() {
        let animation = Animation.linear(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false)
        #expect(animation.duration == 0.5 + 1.5)
        #expect(animation.description == "linear(duration: 1.0).delay(0.5).speed(2.0).repeatCount(3)")
        #expect(Animation.easeIn.repeatForever().duration == .infinity)
        #expect(Animation.easeIn.repeatForever(autoreverses: false).description.hasSuffix(".repeatForever"))
        #expect(Animation.spring.logicallyComplete(after: 0.1) == .spring)
    }

    @Test func springs_keepTheirParameters() {
        #expect(Animation.spring().description == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.spring(duration: 0.4, bounce: 0.3).duration == 0.4)
        #expect(Animation.spring(Spring(duration: 2, bounce: 0.1)) == .spring(duration: 2, bounce: 0.1))
        #expect(Animation.interactiveSpring().duration == 0.15)
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1).duration == 0.2)
        #expect(Animation.interactiveSpring == Animation.interactiveSpring())
        #expect(
            Animation.interpolatingSpring(stiffness: 100, damping: 10).duration
                == Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration)
        #expect(Animation.interpolatingSpring(duration: 0.7, bounce: 0).duration == 0.7)
        #expect(Animation.interpolatingSpring(.bouncy).duration == 0.5)
        #expect(Animation.interpolatingSpring.duration == 0.5)
        #expect(Animation.bouncy(duration: 0.3).duration == 0.3 && Animation.bouncy != Animation.smooth)
        #expect(Animation.smooth(duration: 0.2, extraBounce: 0).duration == 0.2)
        #expect(Animation.snappy.duration == 0.5 && Animation.snappy(duration: 1, extraBounce: 0.1).duration == 1)
    }

    @Test func springs_convertBetweenTheirParameters() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(abs(spring.bounce - 0.3) < 1e-9 && abs(spring.dampingRatio - 0.7) < 1e-9)
        let physical = Spring(mass: 1, stiffness: 4 * .pi * .pi, damping: 4 * .pi)
        #expect(abs(physical.response - 1) < 1e-9 && abs(physical.dampingRatio - 1) < 1e-9)
        #expect(abs(physical.stiffness - 4 * .pi * .pi) < 1e-9 && abs(physical.damping - 4 * .pi) < 1e-9)
        #expect(Spring.smooth.bounce == 0 && Spring.snappy.bounce > 0 && Spring.bouncy.bounce > Spring.snappy.bounce)
        #expect(abs(Spring.smooth.settlingDuration - log(1000) / (4 * .pi)) < 1e-9)
        #expect(Spring(mass: 1, stiffness: 100, damping: 100, allowOverDamping: true).dampingRatio > 1)
    }

    @Test func transitions_describeThemselves() {
        #expect(
            AnyTransition.opacity.combined(with: .move(edge: .leading)).description == "opacity+move(edge: leading)")
        #expect(AnyTransition.asymmetric(insertion: .scale, removal: .slide).description == "asymmetric(scale, slide)")
        #expect(AnyTransition.offset(x: 1, y: 2).description == "offset(1.0, 2.0)")
        #expect(AnyTransition.push(from: .top).animation(.easeIn).description == "push(from: top)")
        struct Fade: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        #expect(
            AnyTransition.modifier(active: Fade(amount: 0), identity: Fade(amount: 1)).description.hasPrefix(
                "modifier("))
    }

    @Test func transitionPhase_hasItsValue() {
        #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value) == [-1, 0, 1])
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(OpacityTransition.properties.hasMotion)
    }
}
