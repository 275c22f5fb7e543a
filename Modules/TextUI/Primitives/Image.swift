/// An image. Text output has no pictures: an image renders nothing, so a `Label` shows its title
/// and an `HStack` of an icon and a text shows the text.
public struct Image: View, Equatable, Sendable {
    let name: String
    /// True for an image accessibility ignores: it gives a control no name.
    var isDecorative = false

    /// A symbol by its system name; it renders nothing, and names a control it labels.
    ///
    /// - Parameter systemName: The symbol's name, such as `"star.fill"`.
    public init(systemName: String) {
        name = systemName
    }

    /// An image from the asset catalog; it renders nothing, and names a control it labels.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// An image from the asset catalog that accessibility ignores.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        isDecorative = true
    }

    /// An image from the asset catalog with an accessibility label, which names a control it labels.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    ///   - label: What accessibility calls the image (the name a control it labels shows).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = label.content
    }

    /// A symbol drawn at a variable value (its bars filled up to it); it renders nothing.
    ///
    /// - Parameters:
    ///   - systemName: The symbol's name, such as `"wifi"`.
    ///   - variableValue: The value from 0 to 1 the symbol shows, or nil; not rendered.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from the asset catalog drawn at a variable value; it renders nothing.
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - variableValue: The value from 0 to 1 the image shows, or nil; not rendered.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name)
    }

    /// The same image, resizable (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - capInsets: The edges that keep their size.
    ///   - resizingMode: How the image fills its space.
    /// - Returns: This image.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// The same image with a rendering mode (not rendered).
    ///
    /// - Parameter renderingMode: Template or original, or `nil` for the default.
    /// - Returns: This image.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The same image with an interpolation quality (not rendered).
    ///
    /// - Parameter interpolation: The quality.
    /// - Returns: This image.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// The same image, smoothed or not (not rendered).
    ///
    /// - Parameter isAntialiased: Whether the image's edges are smoothed; accepted, no effect.
    /// - Returns: This image.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How a resizable image fills its frame (not rendered).
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the image, or stretches it.
        case tile, stretch
    }

    /// Whether an image is drawn as a template (not rendered).
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// Draws the image in the foreground colour, or as it is.
        case template, original
    }

    /// Interpolation quality (not rendered).
    public enum Interpolation: Sendable, Hashable {
        /// No interpolation, or a low, medium or high quality.
        case none, low, medium, high
    }

    /// A symbol's size relative to text (not rendered).
    public enum Scale: Sendable, Hashable {
        /// A small, medium or large symbol.
        case small, medium, large
    }

    public typealias Body = Never
}

extension Image: LeafView {}
