/// How an interface is turned.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the home indicator is on the left.
    case landscapeLeft = 4
    /// Turned so the home indicator is on the right.
    case landscapeRight = 3

    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is turned.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
