import TextUI

/// How product views draw. The built-in styles (`.automatic`, `.compact`, `.regular`, `.large`)
/// differ on iOS in size and layout only, which text does not show: they all draw as
/// ``ProductView`` describes. A style made in the app draws the view with its `makeBody`.
@MainActor @preconcurrency
public protocol ProductViewStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// Makes a product view's body.
    ///
    /// - Parameter configuration: The product and its purchase action.
    /// - Returns: The view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given.
    typealias Configuration = ProductViewStyleConfiguration
}

/// What a product view style is given: the product (nil while it loads), whether the person is
/// entitled to it, and the action that buys it.
@MainActor @preconcurrency
public struct ProductViewStyleConfiguration {
    /// The product, once loaded.
    public let product: Product?
    /// Whether the person is entitled to the product now.
    public let hasCurrentEntitlement: Bool
    let purchaseAction: @MainActor (Product) -> Void

    /// Buys the product (nothing while it loads).
    public func purchase() {
        if let product { purchaseAction(product) }
    }
}

/// The default style of product views.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The style.
    public init() {}

    /// Nothing: built-in styles leave the drawing to the product view.
    ///
    /// - Parameter configuration: The product and its purchase action.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// The compact style of product views (drawn as the automatic one in text).
public struct CompactProductViewStyle: ProductViewStyle {
    /// The style.
    public init() {}

    /// Nothing: built-in styles leave the drawing to the product view.
    ///
    /// - Parameter configuration: The product and its purchase action.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// The regular style of product views (drawn as the automatic one in text).
public struct RegularProductViewStyle: ProductViewStyle {
    /// The style.
    public init() {}

    /// Nothing: built-in styles leave the drawing to the product view.
    ///
    /// - Parameter configuration: The product and its purchase action.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// The large style of product views (drawn as the automatic one in text).
public struct LargeProductViewStyle: ProductViewStyle {
    /// The style.
    public init() {}

    /// Nothing: built-in styles leave the drawing to the product view.
    ///
    /// - Parameter configuration: The product and its purchase action.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The default style.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// The compact style.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// The regular style.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// The large style.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// A style made in the app, type-erased; nil in the environment for the built-in ones.
struct AnyProductViewStyle {
    let makeBody: @MainActor (ProductViewStyleConfiguration) -> AnyView
}

private struct ProductViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProductViewStyle? { nil }
}

extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle? {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of product views inside this view. The built-in styles draw alike in text
    /// (no effect); a style made in the app draws the views.
    ///
    /// - Parameter style: The style.
    /// - Returns: A view whose product views use `style`.
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        let builtIn =
            style is AutomaticProductViewStyle || style is CompactProductViewStyle || style is RegularProductViewStyle
            || style is LargeProductViewStyle
        let erased = builtIn ? nil : AnyProductViewStyle { AnyView(style.makeBody(configuration: $0)) }
        return transformEnvironment(\.productViewStyle) { $0 = erased }
    }
}
