/// A button, as apps wrap it in a `UIViewRepresentable` or make one in UIKit code: a title, an
/// image and a title colour per state, and actions (`UIAction`) it runs when tapped. No UIKit view
/// is shown on Linux: ``UIControl/sendActions(for:)`` with `.touchUpInside` or
/// `.primaryActionTriggered` is the tap.
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// The kind of button it was made as.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label that shows the title (its text is the current title).
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the image (its image is the current image).
    public let imageView: UIImageView? = UIImageView(image: nil)

    /// A button of a kind.
    ///
    /// - Parameter buttonType: The kind (`.system`: the tinted, plain button apps make).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A button of a kind that runs an action when tapped, titled and pictured as the action.
    ///
    /// - Parameters:
    ///   - buttonType: The kind (`.system` by default).
    ///   - primaryAction: The action (nil: none).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// A custom button with a frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A custom button decoded from an archive (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// The title for a state (the normal state's when that state has none, as UIKit does).
    ///
    /// - Parameter state: The state.
    /// - Returns: The title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title for a state.
    ///
    /// - Parameters:
    ///   - title: The title (nil: the normal state's).
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title colour for a state (the normal state's when that state has none).
    ///
    /// - Parameter state: The state.
    /// - Returns: The colour.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour for a state.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - state: The state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// The image for a state (the normal state's when that state has none).
    ///
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the image for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        imageView?.image = currentImage
    }

    /// The button's state now: disabled, highlighted, selected or normal.
    open var state: UIControl.State {
        var state = UIControl.State.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The title shown now (the current state's).
    open var currentTitle: String? { title(for: state) }
    /// The image shown now (the current state's).
    open var currentImage: UIImage? { image(for: state) }
    /// The title colour now (the current state's).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .tintColor }

    /// The kinds of buttons UIKit makes.
    public enum ButtonType: Int, Sendable {
        /// No style of its own.
        case custom = 0
        /// The system's tinted button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button that does not highlight.
        case plain = 6
        /// A close button.
        case close = 7
    }
}
