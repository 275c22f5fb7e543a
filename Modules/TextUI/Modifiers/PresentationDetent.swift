/// A height a sheet can rest at (not rendered).
public struct PresentationDetent: Sendable, Hashable {
    let name: String

    /// The `medium` sheet height.
    public static let medium = PresentationDetent(name: "medium")
    /// The `large` sheet height.
    public static let large = PresentationDetent(name: "large")

    /// A fraction of the screen's height.
    ///
    /// - Parameter fraction: The share of the screen's height, from 0 to 1.
    /// - Returns: A detent at that height (not rendered).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(fraction)") }
    /// A height in points.
    ///
    /// - Parameter height: The sheet's height in points.
    /// - Returns: A detent at that height (not rendered).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(height)pt") }

    /// A height a custom detent computes.
    ///
    /// - Parameter type: The custom detent's type.
    /// - Returns: A detent at the height `type` computes (not rendered).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: String(describing: type))
    }

    /// What a custom detent knows when it computes its height.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the largest detent, in points (the screen's, 800 in text output).
        public var maxDetentValue: CGFloat

        /// A value of the sheet's environment.
        ///
        /// - Parameter keyPath: The environment value.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }

        let environment: EnvironmentValues
    }
}

/// A sheet height of your own: `static func height(in context: Context) -> CGFloat?` (not
/// rendered: text output has no sheet heights).
public protocol CustomPresentationDetent {
    /// The detent's height in points, or nil to leave the detent out.
    ///
    /// - Parameter context: The largest detent's height and the sheet's environment.
    /// - Returns: The height, or nil.
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent knows when it computes its height.
    public typealias Context = PresentationDetent.Context
}
