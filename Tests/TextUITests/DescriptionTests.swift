import Testing
import TextUI

/// Values describe themselves as SwiftUI's do.
@Suite struct DescriptionTests {
    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, AnimationCompatibilityTests.
    @Test func defaultAnimation_describesItselfAsSwiftUIs() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
        #expect(Animation.default.customMirror.description == "Mirror for Animation")
        #expect(String(describing: Animation.default) == "DefaultAnimation()")
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, AxisCompatibilityTests.
    @Test func axis_describesItselfByName() {
        #expect(Axis.horizontal.description == "horizontal")
        #expect(Axis.vertical.description == "vertical")
        #expect(Axis.allCases == [.horizontal, .vertical])
        #expect(Axis.horizontal.rawValue == 0 && Axis.vertical.rawValue == 1)
        #expect(!Axis.Set.horizontal.contains(.vertical))
    }
}
