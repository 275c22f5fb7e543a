/// The pasteboard, in memory for the process (there is no system pasteboard to share with other
/// apps): what is copied can be pasted back, and `changeCount` counts the copies.
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    private var contents: [Any] = []
    /// How many times the contents changed.
    public private(set) var changeCount = 0

    /// The first string, or nil; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The strings, or nil when there are none; setting them replaces the contents.
    open var strings: [String]? {
        get { all(String.self) }
        set { replace(with: newValue ?? []) }
    }

    /// The first URL, or nil; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The URLs, or nil when there are none; setting them replaces the contents.
    open var urls: [URL]? {
        get { all(URL.self) }
        set { replace(with: newValue ?? []) }
    }

    /// The first image, or nil; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The images, or nil when there are none; setting them replaces the contents.
    open var images: [UIImage]? {
        get { all(UIImage.self) }
        set { replace(with: newValue ?? []) }
    }

    /// Whether it holds a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { images != nil }
    /// How many items it holds.
    open var numberOfItems: Int { contents.count }

    private func all<T>(_ type: T.Type) -> [T]? {
        let found = contents.compactMap { $0 as? T }
        return found.isEmpty ? nil : found
    }

    private func replace(with items: [Any]) {
        contents = items
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// Posted when the contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
}
