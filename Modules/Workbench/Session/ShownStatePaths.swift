import TextUI

/// The shortest paths the log names states by (``StatePaths/shortest(_:)``), kept between writes:
/// working them out reads every mounted state, which each write cannot pay, so they are worked out
/// again only for a state not seen yet, and afresh at each step (views come and go).
@MainActor
final class ShownStatePaths {
    private let host: ViewHost
    private var shown: [String: String] = [:]

    init(host: ViewHost) {
        self.host = host
    }

    /// The path the log shows the state at `path` (the host's) by.
    func path(for path: String) -> String {
        if let known = shown[path] { return known }
        let slots = host.stateSlots.filter { !StatePaths.isWorkbenchRoot($0.path) }
        let display = slots.map { StatePaths.display($0.path) }
        shown = Dictionary(
            zip(slots.map(\.path), StatePaths.shortest(display)).map { ($0, $1) },
            uniquingKeysWith: { first, _ in first })
        if let known = shown[path] { return known }
        let fallback = StatePaths.display(path)
        shown[path] = fallback
        return fallback
    }

    /// Forgets what it worked out (a step may mount and unmount views).
    func forget() {
        shown.removeAll()
    }
}
