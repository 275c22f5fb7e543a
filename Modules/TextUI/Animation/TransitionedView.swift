/// A view with a transition (`.transition(.identity)`): rendered as its content (text output
/// shows views appear and disappear at once), and remembered for what the transition changes
/// besides drawing: when a view's identity changes, SwiftUI runs the new view's `onAppear` before
/// the old view's `onDisappear`, except when the old view's transition is the identity, which
/// removes it first (observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
/// `AppearanceActionModifierCompatibilityTests`, "idTest with identity transition").
struct TransitionedView<Content: View>: View, RemovalOrdering {
    let content: Content
    let isIdentity: Bool

    var body: Content { content }

    var leavesBeforeItsReplacementAppears: Bool { isIdentity }
}

/// A view that says whether it leaves before the view replacing it appears (see ``TransitionedView``).
@MainActor
protocol RemovalOrdering {
    var leavesBeforeItsReplacementAppears: Bool { get }
}
