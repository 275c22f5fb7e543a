import TextUI

/// A view that sells the subscriptions of a group: in text, the marketing content (by default the
/// group's name), a button for each subscription with its price and period, which buys it, the
/// subscription the person has now, and the store buttons made visible with `storeButton(_:for:)`.
///
/// ```
/// Pro
/// [ Monthly · $4.99/month ]
/// [ Yearly · $39.99/year ]
/// ✓ Subscribed: Monthly
/// ```
///
/// ```swift
/// import TextUI
///
/// struct Paywall: View {
///     var body: some View {
///         SubscriptionStoreView(groupID: "pro")
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct SubscriptionStoreView<Content: View>: View {
    private let groupID: String?
    private let productIDs: [String]?
    private let content: Content?
    @State private var options: [Product]?
    @State private var subscribed: String?
    @State private var failure: String?
    @Environment(\.inAppPurchaseCompletion) private var completion
    @Environment(\.inAppPurchaseStart) private var start

    init(groupID: String?, productIDs: [String]?, content: Content?) {
        self.groupID = groupID
        self.productIDs = productIDs
        self.content = content
    }

    /// A view that loads a group's subscriptions and sells them under marketing content.
    ///
    /// - Parameters:
    ///   - groupID: The subscription group.
    ///   - visibleRelationships: Which options to show a subscriber (all are shown here).
    ///   - marketingContent: The view above the options.
    public init(
        groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
        @ViewBuilder marketingContent: () -> Content
    ) {
        self.init(groupID: groupID, productIDs: nil, content: marketingContent())
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if let content {
                content
            } else {
                Text(options?.first?.subscription?.groupDisplayName ?? groupID ?? "Subscriptions")
            }
            if let options {
                ForEach(options) { option in
                    Button(Self.label(of: option)) { buy(option) }
                }
                if let subscribed { Text("✓ Subscribed: " + subscribed) }
            } else {
                Text("Loading…")
            }
            if let failure { Text(failure) }
            StoreButtons()
        }
        .task { await load() }
    }

    /// `Monthly · $4.99/month`.
    private static func label(of product: Product) -> String {
        guard let period = product.subscription?.subscriptionPeriod else {
            return product.displayName + " · " + product.displayPrice
        }
        let unit =
            switch period.unit {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .year: "year"
            }
        let every = period.value == 1 ? unit : "\(period.value) \(unit)s"
        return product.displayName + " · " + product.displayPrice + "/" + every
    }

    private func buy(_ product: Product) {
        let action = StorePurchaseAction(completion: completion, start: start)
        Task {
            failure = await action.buy(product)
            await load()
        }
    }

    private func load() async {
        do {
            let catalogue: [Product] =
                if let productIDs { try await Product.products(for: productIDs) } else {
                    try await Product.products(for: SimulatedStore.catalogue().map(\.id))
                }
            let found = catalogue.filter { product in
                guard let info = product.subscription else { return false }
                return groupID == nil || info.subscriptionGroupID == groupID
            }
            options = found
            var current: String?
            for await result in Transaction.currentEntitlements {
                let transaction = result.unsafePayloadValue
                if let product = found.first(where: { $0.id == transaction.productID }) {
                    current = product.displayName
                }
            }
            subscribed = current
        } catch {
            failure = "⚠ " + error.localizedDescription
        }
    }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    /// A view that loads a group's subscriptions and sells them.
    ///
    /// - Parameters:
    ///   - groupID: The subscription group.
    ///   - visibleRelationships: Which options to show a subscriber (all are shown here).
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        self.init(groupID: groupID, productIDs: nil, content: nil)
    }

    /// A view that loads subscriptions by identifier and sells them.
    ///
    /// - Parameter productIDs: The subscriptions' identifiers.
    public init(productIDs: some Collection<Product.ID>) {
        self.init(groupID: nil, productIDs: Array(productIDs), content: nil)
    }
}

/// The marketing content a subscription store view shows when none is given: the group's name.
@MainActor @preconcurrency
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View { EmptyView() }
}

extension Product {
    /// Which subscription options a subscriber sees (all of them on Linux).
    public struct SubscriptionRelationship: Equatable, Hashable, Sendable {
        let rawValue: Int

        /// Upgrades.
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        /// Downgrades.
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        /// Other periods of the same level.
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        /// The current subscription.
        public static let current = SubscriptionRelationship(rawValue: 8)
        /// All of them.
        public static let all = SubscriptionRelationship(rawValue: 15)
    }
}
