/// What a navigation controller tells of its stack; its methods are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}
