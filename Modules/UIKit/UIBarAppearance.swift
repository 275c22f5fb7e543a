/// The look that navigation bars, tab bars and toolbars share: the background's colour, blur and
/// image and the shadow under the bar. There are no UIKit bars on Linux: an appearance keeps what
/// it is set to and changes nothing drawn (SwiftUI's toolbar modifiers style a rendering's bars).
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// The kind of device the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar (the system's chrome material by default).
    open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
    /// The colour of the bar's background.
    open var backgroundColor: UIColor?
    /// An image for the bar's background.
    open var backgroundImage: UIImage?
    /// The colour of the line under the bar.
    open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    /// An image for the line under the bar.
    open var shadowImage: UIImage?

    /// An appearance for a kind of device.
    ///
    /// - Parameter idiom: The kind of device.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
    }

    /// An appearance for this device (a phone).
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with another's background and shadow.
    ///
    /// - Parameter barAppearance: The appearance to copy.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Sets the system's default background: a blur and a thin shadow.
    open func configureWithDefaultBackground() {
        configure(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// Sets an opaque background in the system's background colour, with a thin shadow.
    open func configureWithOpaqueBackground() {
        configure(effect: nil, color: .systemBackground, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// Sets a transparent background with no shadow.
    open func configureWithTransparentBackground() {
        configure(effect: nil, color: nil, shadow: nil)
    }

    private func configure(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }
}
