import Foundation
import Testing
import TextUI

/// What `_printChanges()` prints, as observed on Apple's SwiftUI (OpenSwiftUI's compatibility
/// suite, `ChangedBodyPropertyCompatibilityTests`, mounting each view in a hosting controller):
/// `ContentView: @self changed.` for a view without dynamic properties, with or without plain
/// ones; `ContentView: @self, @identity, _name changed.` for a view with `@State var name`; the
/// type named inside its module, with the type it was declared in.
@MainActor
@Suite struct PrintChangesTests {
    final class Lines {
        var lines: [String] = []
    }

    struct Plain: View {
        let lines: Lines
        var name = ""
        var body: some View {
            let _ = lines.lines.append(Self._changesMessage())
            Text("plain")
        }
    }

    struct Stateful: View {
        let lines: Lines
        @State private var count = 0
        var body: some View {
            let _ = lines.lines.append(Self._changesMessage())
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test func aViewWithoutDynamicProperties_printsSelf() {
        let lines = Lines()
        _ = ViewHost(Plain(lines: lines)).render()
        #expect(lines.lines == ["PrintChangesTests.Plain: @self changed."])
    }

    @Test func aViewWithState_printsItsIdentityAndState_thenWhatChanged() throws {
        let lines = Lines()
        let host = ViewHost(Stateful(lines: lines))
        try host.tap("Count 0")
        #expect(host.render() == "[ Count 1 ]")
        #expect(
            lines.lines == [
                "PrintChangesTests.Stateful: @self, @identity, _count changed.",
                "PrintChangesTests.Stateful: @dependencies changed.",
            ])
    }

    @Test func outsideAHost_itSaysSo() {
        #expect(Plain._changesMessage() == "PrintChangesTests.Plain: not evaluated by a host.")
    }

    /// `_IdentifiedViewTree.empty.forEach` calls nothing (the same suite's
    /// `IdentifiedViewTreeCompatibilityTests`); a tree's proxies come depth first, in order.
    @Test func anIdentifiedViewTree_visitsEachProxy_depthFirst() {
        var visited: [AnyHashable] = []
        var rectangles: [CGRect] = []
        func visit(_ proxy: _IdentifiedViewProxy) {
            visited.append(proxy.identifier)
            rectangles.append(proxy.boundingRect)
        }
        _IdentifiedViewTree.empty.forEach(visit)
        #expect(visited.isEmpty)
        let tree = _IdentifiedViewTree.array([
            .proxy(_IdentifiedViewProxy(identifier: "a")), .empty,
            .array([.proxy(_IdentifiedViewProxy(identifier: "b")), .proxy(_IdentifiedViewProxy(identifier: 3))]),
        ])
        tree.forEach(visit)
        #expect(visited == ["a", "b", 3])
        #expect(rectangles == [.zero, .zero, .zero])
    }
}
