import OSLog
import TextUI

extension View {
    /// Logs why the host is evaluating this view's body, as SwiftUI does: call it inside `body`
    /// (`let _ = Self._logChanges()`). The line is `_printChanges()`'s, logged with the
    /// subsystem `com.apple.SwiftUI` and the category `Changed Body Properties` (where SwiftUI
    /// logs it), so `OSLogStore` reads it back.
    public static func _logChanges() {
        let message = _changesMessage()
        Logger(subsystem: "com.apple.SwiftUI", category: "Changed Body Properties").log("\(message, privacy: .public)")
    }
}
