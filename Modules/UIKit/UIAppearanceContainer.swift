/// A class whose instances can contain views styled by a containment proxy:
/// `UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])`. Views are containers.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}
