import TextUI

extension UIColor {
    /// A colour of the asset catalog, as Xcode generates it (`UIColor(resource: .brandPrimary)`):
    /// the components the AssetSymbols plugin read from the catalog, its dark appearance given to
    /// `resolvedColor(with:)` for a dark trait collection; made from a name only, the named colour.
    ///
    /// - Parameter resource: The colour, as Xcode generates it.
    public convenience init(resource: ColorResource) {
        guard let appearances = resource.appearances else {
            self.init(source: .named(resource.name))
            return
        }
        let light = UIColor(resolved: appearances.light)
        let dark = UIColor(resolved: appearances.dark)
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// A colour of resolved components (gamma-encoded sRGB).
    private convenience init(resolved: Color.Resolved) {
        self.init(
            red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
            alpha: CGFloat(resolved.opacity))
    }
}
