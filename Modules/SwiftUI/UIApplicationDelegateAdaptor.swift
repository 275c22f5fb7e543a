import Foundation
import TextUI
import UIKit

/// Makes an app's UIKit delegate and calls it as the app launches, as SwiftUI does:
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     var launched = false
///     func application(
///         _ application: UIApplication,
///         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///     ) -> Bool {
///         launched = true
///         return true
///     }
/// }
///
/// struct LaunchingApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene {
///         WindowGroup { Text(appDelegate.launched ? "Launched" : "Not yet") }
///     }
/// }
/// ```
///
/// `ViewHost(app: LaunchingApp())` shows "Launched": the adaptor makes the delegate when the app is
/// made, and the host calls its `application(_:willFinishLaunchingWithOptions:)` then
/// `application(_:didFinishLaunchingWithOptions:)` (launch options nil, as for an app with scenes)
/// once, before the app's body is first evaluated: UIKit calls it "as soon as the process is done
/// launching", then creates the scenes (UIKit's documentation of that method). A delegate that is
/// an `ObservableObject` is also in the windows' environment (`@EnvironmentObject`) and the app
/// observes it (`$appDelegate` gives bindings); one that is `Observable` is in the environment by
/// its type (`@Environment(AppDelegate.self)`), as SwiftUI's documentation of the initializers
/// says. Other delegate callbacks (notifications, URLs, scene configuration) are not called: the
/// host has no system that sends them.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let launcher: ApplicationDelegateLauncher<DelegateType>
    /// The observation of a delegate that is an `ObservableObject`, which the host connects to the app.
    private let observation: (any DynamicProperty)?

    /// The delegate the adaptor made.
    @MainActor @preconcurrency public var wrappedValue: DelegateType { launcher.delegate }

    /// Bindings to the delegate's properties: `$appDelegate.isEnabled`, for a delegate that is an
    /// `ObservableObject` (whose changes the app observes), as SwiftUI's `ObservedObject.Wrapper`
    /// gives them. (SwiftUI declares this property for such delegates only, with that type; the
    /// open-source compiler looks for a wrapper's `projectedValue` only in its own declaration, not in
    /// a constrained extension, so here every adaptor has it, of this type.)
    @MainActor @preconcurrency public var projectedValue: Projection { Projection(delegate: launcher.delegate) }

    /// Bindings to a delegate's properties, by key path: `$appDelegate.isEnabled`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Projection {
        let delegate: DelegateType

        /// A binding to the delegate's property at `keyPath`.
        ///
        /// - Parameter keyPath: The property.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Subject>
        ) -> Binding<Subject> {
            let delegate = delegate
            return Binding(get: { delegate[keyPath: keyPath] }, set: { delegate[keyPath: keyPath] = $0 })
        }
    }

    /// Makes the delegate of `delegateType`.
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class.
    ///   - _makeDelegate: Makes it; leave it out (its default, expanded in the app's code, calls
    ///     the class's `init()`).
    @MainActor @preconcurrency
    public init(
        _ delegateType: DelegateType.Type = DelegateType.self, _makeDelegate: () -> DelegateType = #_makeInstance
    ) {
        launcher = ApplicationDelegateLauncher(delegate: _makeDelegate(), sharing: { $0 })
        observation = nil
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Makes the delegate of `delegateType`, observed by the app and in its windows' environment
    /// (`@EnvironmentObject var appDelegate: AppDelegate`).
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class.
    ///   - _makeDelegate: Makes it; leave it out.
    @MainActor @preconcurrency
    public init(
        _ delegateType: DelegateType.Type = DelegateType.self, _makeDelegate: () -> DelegateType = #_makeInstance
    ) {
        let delegate = _makeDelegate()
        launcher = ApplicationDelegateLauncher(delegate: delegate) { AnyView($0.environmentObject(delegate)) }
        observation = ObservedObject(wrappedValue: delegate)
    }

}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    /// Makes the delegate of `delegateType`, in the app's windows' environment by its type
    /// (`@Environment(AppDelegate.self) private var appDelegate`).
    ///
    /// - Parameters:
    ///   - delegateType: The delegate's class.
    ///   - _makeDelegate: Makes it; leave it out.
    @MainActor @preconcurrency
    public init(
        _ delegateType: DelegateType.Type = DelegateType.self, _makeDelegate: () -> DelegateType = #_makeInstance
    ) {
        let delegate = _makeDelegate()
        launcher = ApplicationDelegateLauncher(delegate: delegate) { AnyView($0.environment(delegate)) }
        observation = nil
    }
}

extension UIApplicationDelegateAdaptor: AppLaunchProperty {
    package func launch() {
        launcher.launch()
    }

    package func sharing(into content: AnyView) -> AnyView {
        launcher.sharing(content)
    }
}

/// An app delegate and whether it has launched: shared by the copies of the adaptor that holds it,
/// for as long as the app lives.
@MainActor
private final class ApplicationDelegateLauncher<Delegate: NSObject & UIApplicationDelegate> {
    let delegate: Delegate
    /// Puts the delegate in a window's environment (or leaves the window as it is).
    let sharing: @MainActor (AnyView) -> AnyView
    private var hasLaunched = false

    init(delegate: Delegate, sharing: @escaping @MainActor (AnyView) -> AnyView) {
        self.delegate = delegate
        self.sharing = sharing
    }

    /// Calls the delegate's launch methods, once.
    func launch() {
        guard !hasLaunched else { return }
        hasLaunched = true
        let application = UIApplication.shared
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    }
}
