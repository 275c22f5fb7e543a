import Foundation

/// A view that draws with immediate-mode calls on a ``GraphicsContext``:
/// `Canvas { context, size in context.fill(Path(ellipseIn: …), with: .color(.green)) }`.
///
/// Text output draws no pixels: when the canvas renders, its renderer runs with a context of the
/// size a ``GeometryReader`` gives (80 by 24), and the texts it draws (`context.draw(Text("…"),
/// at: …)`) show as lines, in the order they were drawn, top to bottom. Paths, images, symbols,
/// filters and transforms are accepted and show nothing.
public struct Canvas<Symbols: View>: View {
    /// The closure that draws the canvas's content.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer can draw by the tag it gave them (``GraphicsContext/resolveSymbol(id:)``).
    public var symbols: Symbols
    /// Whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// How colours are blended.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread.
    public var rendersAsynchronously: Bool

    /// A canvas that draws with `renderer` and can draw the tagged views of `symbols`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque.
    ///   - colorMode: How colours are blended.
    ///   - rendersAsynchronously: Whether the canvas may draw off the main thread.
    ///   - renderer: Draws the content, given a context and the canvas's size.
    ///   - symbols: Views, each tagged with `.tag(_:)`, that the renderer draws by their tags.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws with `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque.
    ///   - colorMode: How colours are blended.
    ///   - rendersAsynchronously: Whether the canvas may draw off the main thread.
    ///   - renderer: Draws the content, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
        ) { EmptyView() }
    }
}

extension Canvas: LeafView {
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] {
        let size = GeometryProxy().size
        let recording = GraphicsContext.Recording(hasSymbols: Symbols.self != EmptyView.self)
        var context = GraphicsContext(environment: environment, recording: recording)
        renderer(&context, size)
        return recording.texts.map { Block(text: $0) }
    }
}
