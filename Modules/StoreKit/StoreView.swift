import TextUI

/// A view that sells several products: a ``ProductView`` for each, in the order given, then the
/// store buttons made visible with `storeButton(_:for:)` (`Restore Purchases`).
///
/// ```swift
/// import TextUI
///
/// struct Tips: View {
///     var body: some View {
///         StoreView(ids: ["tip.small", "tip.large"])
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    private let productIDs: [String]
    private let given: [Product]?
    private let icon: (Product) -> Icon
    @State private var loaded: [Product]?
    @State private var failure: String?

    init(productIDs: [String], given: [Product]?, icon: @escaping (Product) -> Icon) {
        self.productIDs = productIDs
        self.given = given
        self.icon = icon
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if let products = given ?? loaded {
                ForEach(products) { product in
                    ProductView(product) { icon(product) }
                }
            } else {
                Text(failure ?? "Loading…")
            }
            StoreButtons()
        }
        .task(id: productIDs) {
            guard given == nil else { return }
            do {
                loaded = try await Product.products(for: productIDs)
            } catch {
                failure = "⚠ " + error.localizedDescription
            }
        }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view that loads products and sells them.
    ///
    /// - Parameters:
    ///   - productIDs: The product identifiers.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's images (none on Linux).
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) {
        self.init(productIDs: Array(productIDs), given: nil) { _ in EmptyView() }
    }

    /// A view that sells products already loaded.
    ///
    /// - Parameters:
    ///   - products: The products.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's images (none on Linux).
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
        self.init(productIDs: products.map(\.id), given: Array(products)) { _ in EmptyView() }
    }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// A view that loads products and sells them with icons.
    ///
    /// - Parameters:
    ///   - productIDs: The product identifiers.
    ///   - prefersPromotionalIcon: Whether to prefer the App Store's images (none on Linux).
    ///   - icon: Each product's icon.
    public init(
        ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: @escaping (Product) -> Icon
    ) {
        self.init(productIDs: Array(productIDs), given: nil, icon: icon)
    }
}
