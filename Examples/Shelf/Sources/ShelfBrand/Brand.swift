import SwiftUI
import UIKit

/// The shelf's brand, from its asset catalog (Assets.xcassets) through the symbols Xcode generates
/// for it, written as an iOS app writes them; on Linux the AssetSymbols plugin generates them.
public struct BrandBadge: View {
    public init() {}

    public var body: some View {
        Button {
        } label: {
            Image(.logo)
        }
        .foregroundStyle(Color(.brandPrimary))
        .background(.shelfBackground)
        .tint(.accent)
    }
}

/// The brand's colours and logo, each spelled as apps spell them.
public enum Brand {
    /// `Color(_:)` of a `ColorResource`.
    public static var primary: Color { Color(.brandPrimary) }
    /// Xcode's `Color` property for the "AccentColor" set ("Color" dropped from the name).
    public static var accent: Color { .accent }
    /// `Color`'s property for the "ShelfBackground" set (the badge uses `ShapeStyle`'s).
    public static var background: Color { .shelfBackground }
    /// A colour in a folder that provides a namespace ("Badges/Gold").
    public static var gold: Color { .Badges.gold }
    /// UIKit's spellings.
    public static var primaryUIColor: UIColor { UIColor(resource: .brandPrimary) }
    public static var logo: UIImage { UIImage(resource: .logo) }
    public static var resource: ImageResource { .logo }
}

#Preview("Badge") {
    BrandBadge()
}
