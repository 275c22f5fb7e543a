import Testing
import TextUI

/// A collection replaced by an element write is released once the update is applied: on the next
/// turn of the main actor (so the update does not wait for it), or at once when the host unmounts.
@MainActor
@Suite struct ReplacedCollectionReleaseTests {
    final class Tag: Equatable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (left: Tag, right: Tag) -> Bool { left.name == right.name }
    }

    struct Tags: View {
        @State var tags: [Tag]
        var body: some View {
            ForEach(tags.indices, id: \.self) { index in Text(tags[index].name) }
        }
    }

    /// Mounts tags and writes a first tag that only the state holds, then replaces it through its
    /// element binding; returns the host and a weak reference to the replaced tag. (The tags the
    /// view was made with stay alive: `@State` keeps its initial value, as in SwiftUI.)
    private func replaceTheFirstTag() -> (ViewHost, () -> Tag?) {
        let host = ViewHost(Tags(tags: [Tag("first"), Tag("kept")]))
        _ = host.render()
        host.views(ofType: Tags.self)[0].$tags[0].wrappedValue = Tag("second")
        #expect(host.render() == "second\nkept")
        weak let replaced = host.views(ofType: Tags.self)[0].tags[0]
        host.views(ofType: Tags.self)[0].$tags[0].wrappedValue = Tag("third")
        #expect(host.render() == "third\nkept")
        return (host, { replaced })
    }

    @Test func theReplacedCollection_isReleasedOnTheNextTurn() async {
        let (host, replaced) = replaceTheFirstTag()

        for _ in 0..<100 where replaced() != nil {
            try? await Task.sleep(for: .milliseconds(10))
        }

        #expect(replaced() == nil)
        host.unmount()
    }

    @Test func theReplacedCollection_isReleasedAtOnceWhenTheHostUnmounts() {
        let (host, replaced) = replaceTheFirstTag()

        host.unmount()

        #expect(replaced() == nil)
    }
}
