import Foundation

/// The share sheet, as apps make it for a `UIViewControllerRepresentable` or present it from the
/// window's root controller. Nothing is shared on Linux: the items are kept, and the completion
/// handler runs only when the app calls it.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    public let applicationActivities: [UIActivity]?
    /// The activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is done: with the activity chosen, whether it completed, the items it
    /// returned and an error.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// What is called when the sheet is done.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// A share sheet for some items.
    ///
    /// - Parameters:
    ///   - activityItems: The items to share.
    ///   - applicationActivities: The app's own activities; kept.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }

    /// A share sheet decoded from an archive: nothing to share.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
