import TextUI

/// A view that sells one product: in text, its icon and name, its description, and its price as
/// a button the person taps to buy.
///
/// ```
/// Small Tip
/// A small thank-you
/// [ $0.99 ]
/// ```
///
/// Given an identifier, it loads the product from ``SimulatedStore`` (`Loading…` until then,
/// `<id> is unavailable` when the store does not sell it). Tapping the price buys it; the result
/// goes to `onInAppPurchaseCompletion`'s action when one is set. Promotional icons do not exist
/// on Linux (`prefersPromotionalIcon` has no effect); `productViewStyle` styles made in the app
/// draw the view, the built-in ones draw it as above.
///
/// ```swift
/// import TextUI
///
/// struct Tip: View {
///     var body: some View {
///         ProductView(id: "tip.small")
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    private let productID: String
    private let given: Product?
    private let icon: Icon
    private let placeholderIcon: PlaceholderIcon
    @State private var loaded: Product?
    @State private var state = LoadState.loading
    @State private var failure: String?
    @State private var entitled = false
    @Environment(\.inAppPurchaseCompletion) private var completion
    @Environment(\.inAppPurchaseStart) private var start
    @Environment(\.productViewStyle) private var style

    private enum LoadState: Equatable {
        case loading, loaded, unavailable
        case failed(String)
    }

    init(productID: String, given: Product?, icon: Icon, placeholderIcon: PlaceholderIcon) {
        self.productID = productID
        self.given = given
        self.icon = icon
        self.placeholderIcon = placeholderIcon
    }

    /// A view that loads a product and sells it with an icon and a placeholder icon.
    ///
    /// - Parameters:
    ///   - productID: The product identifier.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's image (none on Linux).
    ///   - icon: The product's icon.
    ///   - placeholderIcon: The icon while the product loads.
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        self.init(productID: productID, given: nil, icon: icon(), placeholderIcon: placeholderIcon())
    }

    public var body: some View {
        let product = given ?? loaded
        let configuration = ProductViewStyleConfiguration(
            product: product, hasCurrentEntitlement: entitled, purchaseAction: purchaseAction)
        Group {
            if let style {
                style.makeBody(configuration)
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    if let product {
                        HStack {
                            icon; Text(product.displayName)
                        }
                        if !product.description.isEmpty { Text(product.description) }
                        if entitled && product.type != .consumable {
                            Text("✓ Purchased")
                        } else {
                            Button(product.displayPrice) { configuration.purchase() }
                        }
                    } else {
                        HStack {
                            placeholderIcon; Text(statusLine)
                        }
                    }
                    if let failure { Text(failure) }
                }
            }
        }
        .task(id: productID) { await load() }
    }

    private var statusLine: String {
        switch state {
        case .loading, .loaded: "Loading…"
        case .unavailable: "\(productID) is unavailable"
        case .failed(let reason): "⚠ " + reason
        }
    }

    private var purchaseAction: @MainActor (Product) -> Void {
        let action = StorePurchaseAction(completion: completion, start: start)
        return { product in
            Task {
                failure = await action.buy(product)
                entitled = await Transaction.currentEntitlement(for: product.id) != nil
            }
        }
    }

    private func load() async {
        if given == nil {
            do {
                loaded = try await Product.products(for: [productID]).first
                state = loaded == nil ? .unavailable : .loaded
            } catch {
                state = .failed(error.localizedDescription)
            }
        }
        entitled = await Transaction.currentEntitlement(for: productID) != nil
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view that loads a product and sells it.
    ///
    /// - Parameters:
    ///   - productID: The product identifier.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's image (none on Linux).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.init(productID: productID, given: nil, icon: EmptyView(), placeholderIcon: EmptyView())
    }

    /// A view that sells a product already loaded.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's image (none on Linux).
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        self.init(productID: product.id, given: product, icon: EmptyView(), placeholderIcon: EmptyView())
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// A view that sells a product already loaded, with an icon.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's image (none on Linux).
    ///   - icon: The product's icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(productID: product.id, given: product, icon: icon(), placeholderIcon: EmptyView())
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// A view that loads a product and sells it with an icon.
    ///
    /// - Parameters:
    ///   - productID: The product identifier.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's image (none on Linux).
    ///   - icon: The product's icon.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.init(productID: productID, given: nil, icon: icon(), placeholderIcon: AutomaticProductPlaceholderIcon())
    }
}

/// The icon a product view shows while its product loads, when none is given: nothing in text.
@MainActor @preconcurrency
public struct AutomaticProductPlaceholderIcon: View {
    public var body: some View { EmptyView() }
}
