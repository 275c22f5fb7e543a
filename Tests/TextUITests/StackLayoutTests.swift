import Testing
import TextUI

/// Stacks lay their children out as text: a `ZStack`'s layers one below another, a `Spacer` taking
/// no room, lazy stacks as stacks.
@MainActor
@Suite struct StackLayoutTests {
    @Test func zStack_showsItsLayersOneBelowAnother() {
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.red; Text("back"); Text("front")
            })
        #expect(host.render() == "back\nfront")
    }

    @Test func spacer_takesNoRoom() {
        let host = ViewHost(
            VStack {
                HStack {
                    Text("a"); Spacer(); Text("b")
                }
                Spacer(minLength: 20)
                Text("c")
            })
        #expect(host.render() == "a b\nc")
    }

    @Test func pinnedViews_areAcceptedByLazyStacks() {
        let host = ViewHost(
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Text("row")
            })
        #expect(host.render() == "row")
    }
}
