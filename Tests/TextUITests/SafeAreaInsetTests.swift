import Testing
import TextUI

/// A safe-area inset shows its content on its edge of the view: above, below, before or after it.
@MainActor
@Suite struct SafeAreaInsetTests {
    @Test func insets_showOnTheirEdge() {
        let list = VStack {
            Text("one")
            Text("two")
        }
        #expect(ViewHost(list.safeAreaInset(edge: .bottom) { Text("footer") }).render() == "one\ntwo\nfooter")
        #expect(ViewHost(list.safeAreaInset(edge: .top) { Text("header") }).render() == "header\none\ntwo")
        #expect(ViewHost(list.safeAreaInset(edge: .leading) { Text(">") }).render() == "> one\n  two")
        #expect(ViewHost(list.safeAreaInset(edge: .trailing) { Text("<") }).render() == "one <\ntwo")
    }
}
