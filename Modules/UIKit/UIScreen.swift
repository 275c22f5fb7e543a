/// The screen, as an iPhone 15's: 393 by 852 points at a scale of 3 (a text rendering has no
/// screen; code that sizes things by the screen gets a phone's numbers).
open class UIScreen: NSObject, @unchecked Sendable {  // immutable
    /// The device's screen.
    public class var main: UIScreen { shared }
    private static let shared = UIScreen()

    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// Pixels per point.
    open var scale: CGFloat { 3 }
    /// The screen's bounds in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    /// Pixels per point of the panel.
    open var nativeScale: CGFloat { 3 }
    /// The brightness, from 0 to 1.
    open var brightness: CGFloat { 0.5 }
}
