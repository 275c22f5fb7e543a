import TextUI
import UIKit

/// The view of a ``UIHostingController``: it shows the controller's SwiftUI views once it is in a
/// shown window and laid out (UIKit lays a new window's views out on the main actor's next turn, or
/// when `layoutIfNeeded()` is called), as a hosting view builds its view graph on its first
/// layout. Then the views live as in any host: `onAppear` runs, tasks start, state changes
/// update them; taken out of its window, the views disappear (`onDisappear`, tasks cancelled).
@MainActor
final class UIHostingView<Content: View>: UIView {
    /// The controller whose root view this view shows (UIKit code may keep the view after
    /// letting the controller go; the view then shows nothing new).
    private weak var controller: UIHostingController<Content>?
    /// The host of the SwiftUI views, while they are shown.
    private(set) var host: ViewHost?

    init(controller: UIHostingController<Content>, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard host == nil, let window, !window.isHidden, let controller else { return }
        host = ViewHost(controller.rootView)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, let host else { return }
        self.host = nil
        host.unmount()
    }

    /// Shows the controller's new root view (the views keep their state when it has the same type).
    func rootViewChanged() {
        guard let controller else { return }
        host?.updateRoot(controller.rootView)
    }
}
