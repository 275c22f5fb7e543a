import Foundation

/// A view that shows a visual effect behind its content, as apps wrap it for a blurred background
/// (`UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))`). No UIKit view is shown on
/// Linux: the effect is kept.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect shown.
    open var effect: UIVisualEffect?
    /// The view its content goes in.
    public let contentView = UIView()

    /// A view showing an effect.
    ///
    /// - Parameter effect: The effect, or nil for none.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view decoded from an archive: no effect.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
