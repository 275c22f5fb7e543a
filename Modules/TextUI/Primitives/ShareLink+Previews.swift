// The share links that title themselves, share several items, or preview what they share. The
// subject, message and previews go to a share sheet, which text output does not have: tapping the
// link records its items in `ViewHost.sharedItems`.

extension ShareLink where Label == Text {
    /// A titled link that shares an item with a preview.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - item: The item.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: The share sheet's preview; not rendered.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    /// A titled link that shares an item with a preview.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - item: The item.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: The share sheet's preview; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Text(title))
    }

    /// A titled link that shares several items, with a preview made for each.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: Makes an item's preview; not called.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: Text(titleKey))
    }

    /// A titled link that shares several items, with a preview made for each.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: Makes an item's preview; not called.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: Text(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    /// A titled link that shares several items.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: Text(titleKey))
    }

    /// A titled link that shares several items.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: Text(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link with a label that shares several items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - label: The link's label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A "Share" link that shares an item with a preview.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - subject: A subject for the share; not used.
    ///   - message: A message for the share; not used.
    ///   - preview: The share sheet's preview; not rendered.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }
}
