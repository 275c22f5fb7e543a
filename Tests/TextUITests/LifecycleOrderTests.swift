import Testing
import TextUI

/// The order SwiftUI runs lifecycle actions in, as observed on Apple's SwiftUI (OpenSwiftUI's
/// compatibility suite, which runs against Apple's SwiftUI: AppearanceActionModifierTests,
/// IDViewCompatibilityTests).
@MainActor
@Suite struct LifecycleOrderTests {
    /// A parent and a child, each logging its `onAppear`; the child writes what the parent reads.
    struct Nested: View {
        let log: EventLog
        @State private var written = "nothing"
        var body: some View {
            VStack {
                Text("child")
                    .onAppear {
                        written = "child's"
                        log.append("child appeared")
                    }
            }
            .onAppear { log.append("parent appeared, seeing \(written)") }
        }
    }

    @Test func aChildsOnAppear_runsBeforeItsParents() {
        let log = EventLog()
        _ = ViewHost(Nested(log: log)).render()
        #expect(log.events == ["child appeared", "parent appeared, seeing child's"])
    }

    /// A view whose identity changes when `toggle` does, with an identity transition or none.
    struct Identified: View {
        let log: EventLog
        var identityTransition = false
        @State var toggle = false
        var body: some View {
            if identityTransition {
                identified.transition(.identity).id(toggle)
            } else {
                identified.id(toggle)
            }
        }

        private var identified: some View {
            Text(toggle ? "on" : "off")
                .onAppear { log.append("appear \(toggle)") }
                .onDisappear { log.append("disappear \(toggle)") }
        }
    }

    @Test func aNewIdentity_appearsBeforeTheOldOneDisappears() {
        let log = EventLog()
        let host = ViewHost(Identified(log: log))
        _ = host.render()
        let root = host.root(as: Identified.self)
        root?.toggle = true
        #expect(host.render() == "on")
        #expect(log.events == ["appear false", "appear true", "disappear true"])
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
    /// AppearanceActionModifierCompatibilityTests ("idTest with identity transition": `AFDTATDT`,
    /// the old view's `onDisappear` before the new one's `onAppear`).
    @Test func aNewIdentity_underAnIdentityTransition_appearsAfterTheOldOneDisappears() {
        let log = EventLog()
        let host = ViewHost(Identified(log: log, identityTransition: true))
        _ = host.render()
        host.root(as: Identified.self)?.toggle = true
        #expect(host.render() == "on")
        #expect(log.events == ["appear false", "disappear true", "appear true"])
    }

    /// Any other transition keeps SwiftUI's order: the new view appears first.
    @Test func aNewIdentity_underAnotherTransition_appearsBeforeTheOldOneDisappears() {
        struct Faded: View {
            let log: EventLog
            @State var toggle = false
            var body: some View {
                Text(toggle ? "on" : "off")
                    .onAppear { log.append("appear \(toggle)") }
                    .onDisappear { log.append("disappear \(toggle)") }
                    .transition(.opacity)
                    .id(toggle)
            }
        }
        let log = EventLog()
        let host = ViewHost(Faded(log: log))
        _ = host.render()
        host.root(as: Faded.self)?.toggle = true
        #expect(host.render() == "on")
        #expect(log.events == ["appear false", "appear true", "disappear true"])
    }
}
