import Foundation

/// A type whose values can be shared or transferred. Text output shares strings and URLs (and the
/// types below); a type's own transfer representation is not provided (it needs Apple's
/// CoreTransferable and UniformTypeIdentifiers).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// What a share sheet previews (not rendered).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    ///
    /// - Parameter titleKey: The title.
    public init(_ titleKey: LocalizedStringKey) {
        title = titleKey.resolved
    }

    /// A preview with a title.
    ///
    /// - Parameter title: The title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - icon: The icon; not rendered.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = titleKey.resolved
    }

    /// A preview with a title and an icon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = String(title)
    }
}

extension SharePreview {
    /// A preview with a title, an image and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image; not rendered.
    ///   - icon: The icon; not rendered.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = titleKey.resolved
    }

    /// A preview with a title, an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image; not rendered.
    ///   - icon: The icon; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = String(title)
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image; not rendered.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = titleKey.resolved
    }
}

/// The label of a share link made without one: "Share" (with an icon SwiftUI draws).
public struct DefaultShareLinkLabel: View {
    public var body: some View {
        Text("Share")
    }
}

/// A button that shares items: renders as `[ Share ]` (or its label); tapping it through the host
/// records what it shares in ``ViewHost/sharedItems`` (there is no share sheet).
public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>:
    View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    public typealias Body = Never
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    /// A link that shares a URL.
    ///
    /// - Parameters:
    ///   - item: The URL.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - label: The link's label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    /// A link that shares a string.
    ///
    /// - Parameters:
    ///   - item: The string.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - label: The link's label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == DefaultShareLinkLabel {
    /// A "Share" link that shares a URL.
    ///
    /// - Parameters:
    ///   - item: The URL.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == DefaultShareLinkLabel {
    /// A "Share" link that shares a string.
    ///
    /// - Parameters:
    ///   - item: The string.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>, Label == Text {
    /// A titled link that shares a URL.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - item: The URL.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    /// A titled link that shares a URL.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - item: The URL.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: Text(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>, Label == Text {
    /// A titled link that shares a string.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - item: The string.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    /// A titled link that shares a string.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - item: The string.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(items: CollectionOfOne(item), label: Text(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A "Share" link that shares several items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewIcon == Never {
    /// A link that shares an item with a preview (the preview is not rendered).
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: The share sheet's preview; not rendered.
    ///   - label: The link's label.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A "Share" link that shares several items, with a preview made for each (the previews are not
    /// rendered).
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: Makes an item's preview in the share sheet; not called.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: DefaultShareLinkLabel())
    }
}

extension ShareLink {
    /// A link that shares several items, with a preview made for each (the previews are not
    /// rendered).
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: Makes an item's preview in the share sheet; not called.
    ///   - label: The link's label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }
}

extension ShareLink: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("[ \(labelText(node)) ]", node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        node.host?.share(
            items.map { item in
                switch item {
                case let url as URL: url.absoluteString
                default: String(describing: item)
                }
            })
    }
}

extension ViewHost {
    func share(_ items: [String]) {
        sharedItems.append(items)
    }
}
