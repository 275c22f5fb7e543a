import Foundation
import SwiftUI
import Testing
import UIKit

/// A hosting controller's SwiftUI views live once its view is in a shown window and laid out, as
/// on iOS: `onAppear` runs, state written later (from a dispatched block) updates them, a new
/// `rootView` keeps their state, and they disappear with the window. The scenario is the one
/// OpenSwiftUI's compatibility suite runs against Apple's SwiftUI (a `UIWindow` of 100 × 100 points,
/// `rootViewController`, `makeKeyAndVisible()`, `view.layoutIfNeeded()`; its value-action and
/// appearance tests observe these updates), and Apple's `UIWindow` page ("windows are hidden by
/// default"; `makeKeyAndVisible()` shows one).
@MainActor
@Suite(.timeLimit(.minutes(10)))  // a hang guard only: every wait below is for a condition
struct HostingControllerLifecycleTests {
    final class Log {
        var events: [String] = []
    }

    struct Counter: View {
        let label: String
        let log: Log
        var changed: (Int) -> Void = { _ in }
        var disappeared: () -> Void = {}
        @State private var value = 0

        var body: some View {
            Text("\(label) \(value)")
                .onAppear {
                    log.events.append("appear \(label)")
                    value = 1
                    DispatchQueue.main.async { value = 2 }
                }
                .onChange(of: value) { _, new in
                    log.events.append("\(label) \(new)")
                    changed(new)
                }
                .onDisappear {
                    log.events.append("disappear")
                    disappeared()
                }
        }
    }

    /// Shows `controller` in a new window as UIKit code does, and returns the window.
    private func show(_ controller: UIViewController, layOut: Bool = true) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        if layOut { controller.view.layoutIfNeeded() }
        return window
    }

    @Test func aWindow_isHiddenUntilShown() {
        let window = UIWindow(frame: .zero)
        #expect(window.isHidden)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.window === window)
    }

    @Test func theViews_appearWhenTheShownWindowIsLaidOut_andFollowLaterWrites() async {
        let log = Log()
        var window: UIWindow?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let controller = UIHostingController(
                rootView: Counter(label: "A", log: log, changed: { if $0 == 2 { done.resume() } }))
            window = show(controller)
            #expect(log.events == ["appear A", "A 1"])
        }
        #expect(log.events == ["appear A", "A 1", "A 2"])
        withExtendedLifetime(window) {}
    }

    @Test func theViews_appearWithTheNextLayoutPass_whenNoOneLaysThemOut() async {
        let log = Log()
        var window: UIWindow?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let controller = UIHostingController(
                rootView: Counter(label: "A", log: log, changed: { if $0 == 1 { done.resume() } }))
            window = show(controller, layOut: false)
            #expect(log.events.isEmpty)
        }
        #expect(log.events.prefix(2) == ["appear A", "A 1"])
        withExtendedLifetime(window) {}
    }

    /// Logs what each evaluation of its body shows.
    struct Labelled: View {
        let label: String
        let log: Log
        @State private var count = 0

        var body: some View {
            let _ = log.events.append("\(label) \(count)")
            Text(label).onAppear { count = 5 }
        }
    }

    @Test func aNewRootView_updatesTheViews_keepingTheirState() {
        let log = Log()
        let controller = UIHostingController(rootView: Labelled(label: "A", log: log))
        let window = show(controller)
        #expect(log.events == ["A 0", "A 5"])
        controller.rootView = Labelled(label: "B", log: log)
        #expect(log.events == ["A 0", "A 5", "B 5"])
        withExtendedLifetime(window) {}
    }

    @Test func theViews_disappear_whenAnotherControllerTakesTheWindow() {
        let log = Log()
        let controller = UIHostingController(rootView: Counter(label: "A", log: log))
        let window = show(controller)
        window.rootViewController = UIViewController()
        #expect(log.events == ["appear A", "A 1", "disappear"])
        #expect(controller.view.window == nil)
    }

    @Test func theViews_disappear_whenTheWindowIsLetGo() async {
        let log = Log()
        let controller = UIHostingController(rootView: Counter(label: "A", log: log))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            controller.rootView = Counter(label: "A", log: log, disappeared: { done.resume() })
            _ = show(controller)  // let go of here; UIKit keeps it to the end of this turn
        }
        #expect(log.events.first == "appear A")
        #expect(log.events.last == "disappear")
        #expect(controller.view.window == nil)
    }

    @Test func aViewKeptAfterItsControllerWasLetGo_showsNothing() {
        let log = Log()
        var controller: UIHostingController<Counter>? = UIHostingController(rootView: Counter(label: "A", log: log))
        let view: UIView = controller!.view
        controller = nil
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.layoutIfNeeded()
        #expect(log.events.isEmpty)
    }
}
