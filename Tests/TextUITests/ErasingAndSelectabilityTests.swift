import Observation
import Testing
import TextUI

/// SwiftUI's `AnyView(_fromValue:)` wraps a value only if it is a view, `Bindable(projectedValue:)`
/// gives the same bindings as the `Bindable` it is made from, and each text selectability says
/// whether it allows selection (https://developer.apple.com/documentation/swiftui/textselectability/allowsselection).
@MainActor
@Suite struct ErasingAndSelectabilityTests {
    @Observable final class Profile {
        var name = "Ada"
    }

    @Test func anyViewFromAValue_wrapsOnlyViews() {
        #expect(AnyView(_fromValue: 3) == nil)
        let wrapped = AnyView(_fromValue: Text("shown"))
        #expect(wrapped != nil)
        if let wrapped { #expect(ViewHost(wrapped).render() == "shown") }
    }

    @Test func aBindableFromAnother_bindsTheSameObject() {
        let profile = Profile()
        let original = Bindable(wrappedValue: profile)
        let copy = Bindable(projectedValue: original)
        copy.name.wrappedValue = "Grace"
        #expect(profile.name == "Grace" && copy.wrappedValue === profile)
    }

    @Test func selectabilities_sayWhetherTheyAllowSelection() {
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }
}
