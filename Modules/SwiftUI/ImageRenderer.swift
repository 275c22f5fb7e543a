import TextUI
import UIKit

/// Renders a view to an image (iOS 16), as apps make images to share or save. Text output draws
/// no pixels: ``uiImage`` mounts the content in a host and renders it as text for its size.
/// `cgImage` and `render(rasterizationScale:renderer:)` are not provided: Core Graphics' images
/// and contexts do not exist on Linux.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The publisher that tells the renderer's observers its content or options are about to change.
    public typealias ObjectWillChangePublisher = ObservableObjectPublisher

    /// The view rendered.
    public var content: Content {
        didSet { objectWillChange.send() }
    }
    /// The size proposed to the content (unspecified by default: its own size).
    public var proposedSize: ProposedViewSize = .unspecified {
        didSet { objectWillChange.send() }
    }
    /// Pixels per point of the images made (1 by default).
    public var scale: CGFloat = 1 {
        didSet { objectWillChange.send() }
    }
    /// Whether the images have no transparency.
    public var isOpaque = false {
        didSet { objectWillChange.send() }
    }
    /// How colours are blended in the images.
    public var colorMode: ColorRenderingMode = .nonLinear {
        didSet { objectWillChange.send() }
    }

    /// A renderer of a view.
    ///
    /// - Parameter view: The view to render.
    public init(content view: Content) {
        content = view
    }

    /// The rendered image: of the proposed size, or where the proposal leaves a dimension open, of
    /// the content's text rendering in character cells (one point each: columns wide, lines high),
    /// at the renderer's scale. Text output draws no pixels: the image's are transparent.
    public var uiImage: UIImage? {
        let host = ViewHost(content)
        defer { host.unmount() }
        let lines = host.render().split(separator: "\n", omittingEmptySubsequences: false)
        let columns = CGFloat(lines.map(\.count).max() ?? 0)
        let size = CGSize(
            width: proposedSize.width.flatMap { $0.isFinite ? $0 : nil } ?? columns,
            height: proposedSize.height.flatMap { $0.isFinite ? $0 : nil } ?? CGFloat(lines.count))
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = isOpaque
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
    }
}
