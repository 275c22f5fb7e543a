import TextUI

extension Path {
    /// The path of a Core Graphics path (`Path(UIBezierPath(…).cgPath)`).
    ///
    /// - Parameter path: The Core Graphics path.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path (a copy).
    public var cgPath: CGPath {
        CGPath(path: self)
    }
}
