/// An image. Text output has no pictures: an image renders nothing, so a `Label` shows its title
/// and an `HStack` of an icon and a text shows the text.
public struct Image: View, Equatable, Sendable {
    let name: String
    /// True for an image accessibility ignores: it gives a control no name.
    var isDecorative = false

    /// A symbol by its system name (`"star.fill"`).
    public init(systemName: String) {
        name = systemName
    }

    /// An image from the asset catalog.
    public init(_ name: String) {
        self.name = name
    }

    /// An image from the asset catalog that accessibility ignores.
    public init(decorative name: String) {
        self.name = name
        isDecorative = true
    }

    /// The same image, resizable (sizes are not rendered).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// The same image with a rendering mode (not rendered).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The same image with an interpolation quality (not rendered).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// How a resizable image fills its frame (not rendered).
    public enum ResizingMode: Sendable, Hashable {
        case tile, stretch
    }

    /// Whether an image is drawn as a template (not rendered).
    public enum TemplateRenderingMode: Sendable, Hashable {
        case template, original
    }

    /// Interpolation quality (not rendered).
    public enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }

    /// A symbol's size relative to text (not rendered).
    public enum Scale: Sendable, Hashable {
        case small, medium, large
    }

    public typealias Body = Never
}

extension Image: LeafView {}
