import TextUI

/// Renders what a snapshot assertion was given: a host (after flushing), a view (mounted in a
/// fresh host), or text.
@MainActor
enum SnapshotSubject {
    static func text(of host: ViewHost, rowLimit: Int?) -> String {
        host.render(rowLimit: rowLimit)
    }

    static func text<V: View>(of view: V, rowLimit: Int?) -> String {
        let host = ViewHost(view)
        defer { host.unmount() }
        return host.render(rowLimit: rowLimit)
    }
}
