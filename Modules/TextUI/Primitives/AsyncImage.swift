import Foundation

/// An image loaded from a URL. It shows its placeholder (or `.empty` phase) while loading, then its
/// content with the image once loaded (or the `.failure` phase). The load is a task of its host:
/// `await host.settle()` waits for it, and it is cancelled when the view leaves. Images render
/// nothing in text output, so what shows is what the content and placeholder add around them.
///
/// ```swift
/// let poster = URL(string: "https://example.com/poster.png")
/// let view = AsyncImage(url: poster) { image in
///     image.resizable().overlay { Text("Poster") }
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// The bytes are checked to be an image (PNG, JPEG, GIF, WebP, HEIC, BMP or TIFF), at most 32 MiB,
/// within 60 seconds; anything else is a failure.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    /// An image from a URL, showing nothing until it loads (and nothing after: images are not
    /// rendered).
    ///
    /// - Parameters:
    ///   - url: The image's URL; nil shows the empty phase.
    ///   - scale: The image's scale; accepted, no effect.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.content = { $0.image ?? Image(decorative: "") }
    }

    /// An image from a URL, shown through `content` once loaded, `placeholder` until then (and if it
    /// fails).
    ///
    /// - Parameters:
    ///   - url: The image's URL; nil shows the placeholder.
    ///   - scale: The image's scale; accepted, no effect.
    ///   - content: Makes the view of the loaded image.
    ///   - placeholder: The view shown until the image is loaded.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image))
            } else {
                ViewBuilder.buildEither(second: placeholder())
            }
        }
    }

    /// An image from a URL, shown through `content` in each phase of its loading.
    ///
    /// - Parameters:
    ///   - url: The image's URL; nil stays in the `.empty` phase.
    ///   - scale: The image's scale; accepted, no effect.
    ///   - transaction: The transaction of the phase changes (animations are not rendered).
    ///   - content: Makes the view of each phase: `.empty`, `.success(image)` or `.failure(error)`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    public typealias Body = Never
}

/// Where an ``AsyncImage``'s loading is.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed, with why.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why it failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// What an async image's node remembers: its phase, and the load under way.
@MainActor
final class AsyncImageMemory {
    var phase = AsyncImagePhase.empty
    var url: URL?
    var load: TaskRecord?
}

extension AsyncImage: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        let memory = children.owner.memory(AsyncImageMemory.init)
        children.append(.index(0), content(memory.phase))
    }

    func didMount(_ node: Node) {
        load(node)
    }

    func didUpdate(_ node: Node, from previous: any View) {
        if (previous as? Self)?.url != url { load(node) }
    }

    func willUnmount(_ node: Node) {
        (node.primitiveState as? AsyncImageMemory)?.load?.cancel()
    }

    /// Starts loading the image (after cancelling a load of another URL).
    private func load(_ node: Node) {
        let memory = node.memory(AsyncImageMemory.init)
        memory.load?.cancel()
        memory.url = url
        if case .empty = memory.phase {
        } else {
            memory.phase = .empty
            node.invalidate()
        }
        guard let url, let host = node.host else { return }
        memory.load = host.startTask(for: node, priority: .userInitiated) { [weak node, weak memory] in
            let phase: AsyncImagePhase
            do {
                _ = try await ImageDownload.data(from: url)
                phase = .success(Image(url.lastPathComponent))
            } catch is CancellationError {
                return
            } catch {
                phase = .failure(error)
            }
            guard !Task.isCancelled, let node, let memory, memory.url == url else { return }
            memory.phase = phase
            node.invalidate()
        }
    }
}
