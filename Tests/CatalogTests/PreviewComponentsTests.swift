import Catalog
import Testing
import TextUI

/// A preview provider is a component named for its type without `_Previews`; when its previews
/// list several views, each is a story named by `previewDisplayName`, or else by its number.
@MainActor
@Suite struct PreviewComponentsTests {
    struct Badge: View {
        let text: String
        var body: some View { Text("[\(text)]") }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Badge(text: "new").previewDisplayName("New")
                Badge(text: "old").previewDisplayName("Old").previewLayout(.sizeThatFits)
            }
        }
    }

    struct Unnamed_Previews: PreviewProvider {
        static var previews: some View {
            Badge(text: "a")
            Badge(text: "b")
        }
    }

    struct Single_Previews: PreviewProvider {
        static var previews: some View { Badge(text: "only").previewDisplayName("Only") }
    }

    private func render(_ component: ComponentDescriptor, story: String? = nil) throws -> String {
        let shown = try story.map { try component.showing(component.story(named: $0)) } ?? component
        let mounted = try MountedComponent(shown)
        defer { mounted.unmount() }
        return mounted.host.render()
    }

    @Test func aProvider_isNamedForItsType_andItsNamedViewsAreStories() throws {
        let component = ComponentDescriptor.previews(Badge_Previews.self, file: "Badge.swift")
        #expect(component.name == "Badge")
        #expect(component.summary == "previews of Badge_Previews (Badge.swift)")
        #expect(component.stories.map(\.name) == ["New", "Old"])
        #expect(try render(component) == "[new]")
        #expect(try render(component, story: "Old") == "[old]")
        #expect(component.bindings().isEmpty)
    }

    @Test func unnamedViews_areNumbered() throws {
        let component = ComponentDescriptor.previews(Unnamed_Previews.self)
        #expect(component.name == "Unnamed")
        #expect(component.stories.map(\.key) == ["1", "2"])
        #expect(try render(component, story: "2") == "[b]")
    }

    @Test func aSingleView_hasNoStories_andRendersAsWritten() throws {
        let component = ComponentDescriptor.previews(Single_Previews.self)
        #expect(component.stories.isEmpty)
        #expect(try render(component) == "[only]")
    }

    @Test func aFilesPreviews_areOneComponent_eachAStory() throws {
        let first = Preview(fileID: "Shelf/Badge.swift", line: 3, column: 1, "Fresh") { Badge(text: "fresh") }
        let second = Preview(fileID: "Shelf/Badge.swift", line: 7, column: 1) { Badge(text: "stale") }
        let component = ComponentDescriptor.previews([first, second], named: "BadgePreviews")
        #expect(component.summary == "2 #Previews in Badge.swift")
        #expect(component.stories.map(\.key) == ["Fresh", "2"])
        #expect(try render(component) == "[fresh]")
        #expect(try render(component, story: "2") == "[stale]")
    }
}

/// A preview is evaluated once per mount, as Xcode evaluates it once: a model made inline in
/// `previews` or in a `#Preview` body is the same model while the story is mounted, so a tap that
/// changes it shows, and a fresh mount starts from a fresh model.
@MainActor
@Suite struct PreviewEvaluatedOncePerMountTests {
    final class Cart: ObservableObject {
        @Published var items: [String] = []
        func add(_ item: String) { items.append(item) }
    }

    struct CartView: View {
        @ObservedObject var cart: Cart
        var body: some View {
            VStack {
                Text("\(cart.items.count) items: \(cart.items.joined(separator: ", "))")
                Button("Add pear") { cart.add("Pear") }
            }
        }
    }

    @MainActor static let providerEvaluations = Counter()

    struct Cart_Previews: PreviewProvider {
        static var previews: some View {
            providerEvaluations.count += 1
            return CartView(
                cart: {
                    let cart = Cart()
                    cart.add("Apple")
                    return cart
                }())
        }
    }

    final class Counter {
        var count = 0
    }

    private func makeSUT(_ component: ComponentDescriptor) throws -> MountedComponent {
        try MountedComponent(component)
    }

    @Test func aModelMadeInline_inAProvidersPreviews_keepsItsChanges() async throws {
        let component = ComponentDescriptor.previews(Cart_Previews.self)
        let before = Self.providerEvaluations.count
        let mounted = try makeSUT(component)
        defer { mounted.unmount() }
        #expect(mounted.host.render().contains("1 items: Apple"))
        try mounted.host.tap("Add pear")
        await mounted.host.settle()
        #expect(mounted.host.render().contains("2 items: Apple, Pear"))
        try mounted.host.tap("Add pear")
        await mounted.host.settle()
        #expect(mounted.host.render().contains("3 items: Apple, Pear, Pear"))
        #expect(Self.providerEvaluations.count - before == 1, "previews was evaluated more than once for one mount")
    }

    @Test func aModelMadeInline_inAPreviewBody_keepsItsChanges_andANewMountStartsAfresh() async throws {
        let evaluations = Counter()
        let preview = Preview(fileID: "Shelf/Cart.swift", line: 1, column: 1) {
            evaluations.count += 1
            let cart = Cart()
            cart.add("Apple")
            return CartView(cart: cart)
        }
        let component = ComponentDescriptor.previews([preview], named: "CartPreviews")
        let mounted = try makeSUT(component)
        try mounted.host.tap("Add pear")
        await mounted.host.settle()
        #expect(mounted.host.render().contains("2 items: Apple, Pear"))
        #expect(evaluations.count == 1)
        mounted.unmount()

        let again = try makeSUT(component)
        defer { again.unmount() }
        #expect(again.host.render().contains("1 items: Apple"))
        #expect(evaluations.count == 2)
    }
}
