import Foundation
import Observation
import Testing
import TextUI

/// A model changed from another thread: Observation tells observers *before* the value is stored
/// (willSet), so a view that re-read the model as soon as it heard of the change could read the
/// old value and never hear of the new one. The store here is slow on purpose, so that the main
/// actor, idle meanwhile, would run such a re-read in the window.
@Suite struct ObservationOffMainTests {
    final class SlowStoreModel: Observable, @unchecked Sendable {
        // @unchecked: the test mutates it from one detached task while the main actor only reads
        // it after the registrar's notification; the store is guarded by `lock`.
        private let registrar = ObservationRegistrar()
        private let lock = NSLock()
        private var _title = "before"
        var title: String {
            get {
                registrar.access(self, keyPath: \.title)
                return lock.withLock { _title }
            }
            set {
                registrar.withMutation(of: self, keyPath: \.title) {
                    // The window between "will change" and the store: long enough for the main
                    // actor to run whatever the notification scheduled.
                    Thread.sleep(forTimeInterval: 0.05)
                    lock.withLock { _title = newValue }
                }
            }
        }
    }

    struct Title: View {
        let model: SlowStoreModel
        var body: some View { Text(model.title) }
    }

    @MainActor
    @Test func aChangeFromAnotherThread_isRenderedWithTheValueStored() async {
        let model = SlowStoreModel()
        let host = ViewHost(Title(model: model))
        #expect(host.render() == "before")
        await Task.detached { model.title = "after" }.value
        #expect(await host.settle())
        #expect(host.render() == "after")
        model.title = "again"
        #expect(await host.settle())
        #expect(host.render() == "again")
    }
}
