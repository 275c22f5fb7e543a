/// The orientations an interface supports, as an app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` answers. There is no device to turn: the
/// host's interface is always upright (`UIWindowScene.interfaceOrientation` is `.portrait`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A mask of these bits.
    ///
    /// - Parameter rawValue: The bits (UIKit's: 1 << an orientation's raw value).
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Turned, home indicator on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Turned, home indicator on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
