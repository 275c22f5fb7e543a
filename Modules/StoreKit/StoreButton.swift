import TextUI

/// A kind of button store views show on demand (`storeButton(.visible, for: .restorePurchases)`).
public struct StoreButtonKind: Equatable, Hashable, Sendable {
    let name: String

    /// Dismisses the store view (`Cancel`).
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restores purchases (`Restore Purchases`, which calls `AppStore.sync()`).
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Redeems an offer code (not drawn on Linux: there are no codes).
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Signs in to the app's account (not drawn on Linux).
    public static let signIn = StoreButtonKind(name: "signIn")
    /// Shows the terms and privacy policy (not drawn on Linux).
    public static let policies = StoreButtonKind(name: "policies")
}

private struct StoreButtonVisibilityKey: EnvironmentKey {
    static var defaultValue: [StoreButtonKind: Visibility] { [:] }
}

extension EnvironmentValues {
    var storeButtonVisibility: [StoreButtonKind: Visibility] {
        get { self[StoreButtonVisibilityKey.self] }
        set { self[StoreButtonVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides buttons of store views inside this view. In text, `.visible` draws
    /// `Restore Purchases` and `Cancel` below the products; the other kinds draw nothing.
    ///
    /// - Parameters:
    ///   - visibility: Whether to show them (`.automatic` hides them here).
    ///   - buttonKinds: The kinds of button.
    /// - Returns: A view whose store views show the buttons so.
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtonVisibility) { kinds in
            for kind in buttonKinds { kinds[kind] = visibility }
        }
    }
}

/// The store buttons made visible, below a store view's products.
struct StoreButtons: View {
    @Environment(\.storeButtonVisibility) private var visibility
    @Environment(\.dismiss) private var dismiss
    @State private var failure: String?

    var body: some View {
        if visibility[.restorePurchases] == .visible {
            Button("Restore Purchases") {
                Task {
                    do {
                        try await AppStore.sync()
                        failure = nil
                    } catch {
                        failure = "⚠ " + error.localizedDescription
                    }
                }
            }
        }
        if visibility[.cancellation] == .visible {
            Button("Cancel") { dismiss() }
        }
        if let failure { Text(failure) }
    }
}
