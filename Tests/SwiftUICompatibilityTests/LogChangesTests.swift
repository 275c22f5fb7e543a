import OSLog
import SwiftUI
import Testing

/// `_logChanges()` logs `_printChanges()`'s line under the subsystem `com.apple.SwiftUI` and the
/// category `Changed Body Properties`, where OpenSwiftUI's compatibility suite
/// (`ChangedBodyPropertyCompatibilityTests`) reads it back from `OSLogStore` on Apple's SwiftUI.
@MainActor
@Suite struct LogChangesTests {
    struct Named: View {
        @State private var name = ""
        var body: some View {
            let _ = Self._logChanges()
            Text("named")
        }
    }

    @Test func theLine_isInTheStore_underSwiftUIsSubsystemAndCategory() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let start = store.position(date: Date())
        _ = ViewHost(Named()).render()
        let lines = try store.getEntries(at: start)
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "com.apple.SwiftUI" && $0.category == "Changed Body Properties" }
            .map(\.composedMessage)
        #expect(lines.last == "LogChangesTests.Named: @self, @identity, _name changed.")
    }
}
