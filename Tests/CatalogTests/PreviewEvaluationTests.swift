import Catalog
import Observation
import Testing
import TextUI

/// A preview is evaluated once per mount, as Xcode evaluates it once: a model made inline in
/// `previews` (or in a `#Preview`) is the one the mounted view keeps, so it reacts to taps, and
/// the state that re-renders the component does not make a fresh model.
@MainActor
@Suite(.serialized) struct PreviewEvaluationTests {
    @Observable final class CartModel {
        var items: [String] = []
        func add(_ item: String) { items.append(item) }
    }

    struct CartView: View {
        let cart: CartModel
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(cart.items.count) items: \(cart.items.joined(separator: ", ")), \(taps) taps")
                Button("Add pear") {
                    taps += 1
                    cart.add("Pear")
                }
            }
        }
    }

    @MainActor static var evaluations = 0

    /// A cart with an apple, counting the evaluation that made it.
    static func countedCart() -> CartModel {
        evaluations += 1
        let cart = CartModel()
        cart.add("Apple")
        return cart
    }

    struct Cart_Previews: PreviewProvider {
        static var previews: some View {
            let _ = PreviewEvaluationTests.evaluations += 1
            CartView(
                cart: {
                    let cart = CartModel()
                    cart.add("Apple")
                    return cart
                }())
        }
    }

    @Test func aModelMadeInline_persistsWhileMounted_andReactsToTaps() throws {
        let component = ComponentDescriptor.previews(Cart_Previews.self)
        let mounted = try MountedComponent(component)
        defer { mounted.unmount() }
        let afterMount = Self.evaluations

        try mounted.host.tap("Add pear")
        try mounted.host.tap("Add pear")

        #expect(mounted.host.render().hasPrefix("3 items: Apple, Pear, Pear, 2 taps"))
        #expect(Self.evaluations == afterMount, "not evaluated again on update")
    }

    @Test func aFileOfPreviews_isEvaluatedOncePerMount_andAgainForTheNextMount() throws {
        let preview = Preview(fileID: "Cart/Cart.swift", line: 1, column: 1) {
            let cart = PreviewEvaluationTests.countedCart()
            CartView(cart: cart)
        }
        let component = ComponentDescriptor.previews([preview], named: "CartPreviews")
        let before = Self.evaluations
        let first = try MountedComponent(component)

        try first.host.tap("Add pear")

        #expect(first.host.render().hasPrefix("2 items: Apple, Pear, 1 taps"))
        #expect(Self.evaluations == before + 1)
        first.unmount()
        let second = try MountedComponent(component)
        defer { second.unmount() }
        #expect(second.host.render().hasPrefix("1 items: Apple, 0 taps"), "a fresh model for a fresh mount")
        #expect(Self.evaluations == before + 2)
    }
}
