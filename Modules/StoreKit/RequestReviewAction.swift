import Locking
import TextUI
import UIKit

/// Asks the person to rate the app: `@Environment(\.requestReview) private var requestReview`,
/// then `requestReview()`. There is no App Store on Linux: nothing is shown, and the request is
/// counted in ``SimulatedAppStore/reviewRequests`` for a test to read.
///
/// ```swift
/// import TextUI
///
/// struct Finished: View {
///     @Environment(\.requestReview) private var requestReview
///     var body: some View {
///         Button("Done") { requestReview() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct RequestReviewAction: Sendable {
    nonisolated init() {}

    /// Asks the person to rate the app (counted, not shown).
    public func callAsFunction() {
        SimulatedAppStore.requestReview()
    }
}

extension EnvironmentValues {
    /// The action that asks the person to rate the app.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// Asks the person to rate the app (the older form): counted, not shown.
@MainActor @preconcurrency
open class SKStoreReviewController: NSObject {
    /// Asks the person to rate the app.
    open class func requestReview() {
        SimulatedAppStore.requestReview()
    }

    /// Asks the person to rate the app, in a scene.
    ///
    /// - Parameter windowScene: The scene.
    open class func requestReview(in windowScene: UIWindowScene) {
        SimulatedAppStore.requestReview()
    }
}

/// The App Store's requests (StoreKit 2's form).
public enum AppStore {
    /// Asks the person to rate the app, in a scene: counted, not shown.
    ///
    /// - Parameter scene: The scene.
    @MainActor
    public static func requestReview(in scene: UIWindowScene) {
        SimulatedAppStore.requestReview()
    }
}

/// What the App Store saw on Linux, which has none (this type is this package's, not Apple's).
/// A test gives its work a store of its own with ``withStore(isolation:_:)``.
public enum SimulatedAppStore {
    private static let store = ScopedLocked<Int>(0)

    /// How many times the app asked the person to rate it.
    public static var reviewRequests: Int { store.value }

    static func requestReview() {
        store.withLock { $0 += 1 }
    }

    /// Runs `body` with a store of its own, which has seen no request yet.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withStore<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await store.withScope(0, isolation: isolation, body)
    }
}
