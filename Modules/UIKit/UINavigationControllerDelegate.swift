/// What a navigation controller tells of its stack; its methods are optional.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {}
