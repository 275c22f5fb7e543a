/// A class whose look is set for all its instances at once, through a proxy:
/// `UINavigationBar.appearance().tintColor = .systemRed`. There are no UIKit views to style here,
/// so what is set on a proxy is kept (each class has its one proxy) and changes nothing drawn.
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {
    /// The proxy that sets the look of every instance of this class.
    ///
    /// - Returns: This class's proxy (the same one each time).
    static func appearance() -> Self

    /// The proxy that sets the look of the instances of this class inside instances of some
    /// container classes.
    ///
    /// - Parameter containerTypes: The container classes, innermost last.
    /// - Returns: The proxy for this class in those containers (the same one each time).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
