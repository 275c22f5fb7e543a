import Foundation

/// What a ``Canvas`` draws on: paths filled or stroked with a shading, images, texts and symbols,
/// under a transform, an opacity, a blend mode, clips and filters.
///
/// Text output draws no pixels: the context keeps its state (transform, opacity, blend mode,
/// environment) as SwiftUI's does, and records the texts drawn so the canvas can show them;
/// everything else is accepted and shows nothing.
public struct GraphicsContext {
    /// Where a canvas's drawing is recorded while its renderer runs (shared by the copies of one
    /// context, as layers draw into their parent).
    final class Recording {
        /// The texts drawn, in order.
        var texts: [String] = []
        /// Whether the canvas has symbols to resolve.
        let hasSymbols: Bool

        init(hasSymbols: Bool) {
            self.hasSymbols = hasSymbols
        }
    }

    let recording: Recording

    /// The opacity of what is drawn next, from 0 to 1.
    public var opacity: Double = 1
    /// How what is drawn next blends with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The transform from user space to the canvas's space.
    public var transform: CGAffineTransform = .identity
    /// The bounding rectangle of the clip (the whole canvas: clips are not computed).
    public var clipBoundingRect: CGRect { CGRect(origin: .zero, size: GeometryProxy().size) }

    init(environment: EnvironmentValues, recording: Recording) {
        self.environment = environment
        self.recording = recording
    }

    // MARK: Transforms

    /// Scales user space.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Moves user space's origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance.
    ///   - y: The vertical distance.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Rotates user space.
    ///
    /// - Parameter angle: The rotation.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    ///
    /// - Parameter matrix: The transform to add.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clips, filters, layers

    /// Clips what is drawn next to `path` (accepted; text output does not clip).
    ///
    /// - Parameters:
    ///   - path: The clip's outline.
    ///   - style: The fill rule.
    ///   - options: Whether to invert the clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Clips what is drawn next to what `content` draws (accepted; text output does not clip).
    ///
    /// - Parameters:
    ///   - opacity: The opacity of the mask.
    ///   - options: Whether to invert the clip.
    ///   - content: Draws the mask.
    /// - Throws: What `content` throws.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Adds a filter to what is drawn next (accepted; text output applies no filter).
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - options: How it applies.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws into a new layer that is then drawn into this context.
    ///
    /// - Parameter content: Draws the layer's content.
    /// - Throws: What `content` throws.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - path: The outline to fill.
    ///   - shading: The colour, gradient or style.
    ///   - style: The fill rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}

    /// Strokes `path` with `shading` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - path: The outline to stroke.
    ///   - shading: The colour, gradient or style.
    ///   - style: The line's width, caps, joins and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}

    /// Strokes `path` with `shading` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - path: The outline to stroke.
    ///   - shading: The colour, gradient or style.
    ///   - lineWidth: The line's width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

    // MARK: Images

    /// An image ready to draw.
    ///
    /// - Parameter image: The image.
    /// - Returns: The image, resolved in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }

    /// Draws `image` in `rect` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - rect: Where to draw it.
    ///   - style: The fill rule.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}

    /// Draws `image` at `point` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - point: Where to draw it.
    ///   - anchor: Which point of the image is placed at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws `image` in `rect` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: Where to draw it.
    ///   - style: The fill rule.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}

    /// Draws `image` at `point` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - point: Where to draw it.
    ///   - anchor: Which point of the image is placed at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    // MARK: Texts

    /// A text ready to draw.
    ///
    /// - Parameter text: The text.
    /// - Returns: The text, resolved in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(content: text.content) }

    /// Draws `text` in `rect`: the canvas shows it as a line.
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - rect: Where to draw it.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.texts.append(text.content)
    }

    /// Draws `text` at `point`: the canvas shows it as a line.
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - point: Where to draw it.
    ///   - anchor: Which point of the text is placed at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.texts.append(text.content)
    }

    /// Draws `text` in `rect`: the canvas shows it as a line.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: Where to draw it.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` at `point`: the canvas shows it as a line.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - point: Where to draw it.
    ///   - anchor: Which point of the text is placed at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// The canvas's symbol view tagged `id`, ready to draw; nil when the canvas has no symbols.
    ///
    /// - Parameter id: The tag given to the symbol view.
    /// - Returns: The symbol, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.hasSymbols ? ResolvedSymbol() : nil
    }

    /// Draws `symbol` in `rect` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - symbol: The resolved symbol.
    ///   - rect: Where to draw it.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// Draws `symbol` at `point` (shows nothing in text output).
    ///
    /// - Parameters:
    ///   - symbol: The resolved symbol.
    ///   - point: Where to draw it.
    ///   - anchor: Which point of the symbol is placed at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// A shading resolved in this context's environment.
    ///
    /// - Parameter shading: The shading.
    /// - Returns: The same shading.
    public func resolve(_ shading: Shading) -> Shading { shading }
}
