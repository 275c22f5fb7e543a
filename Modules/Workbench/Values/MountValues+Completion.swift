import Catalog

/// What Tab offers for a path: the names a path starts with, then the steps below what is typed.
extension MountValues {
    /// True when `path` leads to an array or an object, so a completion of it can go on.
    func pathContinues(_ path: String) -> Bool {
        switch try? value(at: path) {
        case .array?, .object?: true
        default: false
        }
    }

    /// Root names, or the next steps below the part of the path already typed (`todos[0].` offers
    /// `todos[0].title`, `todos[0].done`…).
    func pathCandidates(_ prefix: String) -> [String] {
        guard component.host.isMounted else { return [] }
        let roots = rootNames()
        // The part typed before the step being completed; a root with dots of its own is whole.
        guard let cut = prefix.lastIndex(where: { $0 == "." || $0 == "[" }),
            !roots.contains(where: { $0.hasPrefix(prefix) })
        else { return roots }
        let base = String(prefix[..<cut])
        guard let value = try? value(at: base), let path = try? parsePath(base) else { return [] }
        switch value {
        case .array(let elements):
            return elements.indices.prefix(1000).map { path.appending(.index($0)).description }
        case .object(let members):
            return members.map { path.appending(.key($0.key)).description }
        default:
            return []
        }
    }
}
