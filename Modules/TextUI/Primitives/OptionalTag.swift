/// How a picker matches a tag with an optional selection: as SwiftUI's `tag(_:includeOptional:)`
/// (whose `includeOptional` is true by default) sets a tag for `V` and for `Optional<V>`, an option
/// tagged `movie` is the one an optional selection holding `movie` chooses.
enum OptionalTag {
    /// `tag` without the optionals around its value: `Optional.some(movie)` as `movie`; `nil` as it is.
    static func unwrapped(_ tag: AnyHashable) -> AnyHashable {
        var current = tag
        while let optional = current.base as? any HashableOptional, let wrapped = optional.wrappedHashable {
            current = wrapped
        }
        return current
    }
}

/// An optional of hashable values, seen without knowing its wrapped type.
private protocol HashableOptional {
    /// The value inside, or nil for `nil`.
    var wrappedHashable: AnyHashable? { get }
}

extension Optional: HashableOptional where Wrapped: Hashable {
    fileprivate var wrappedHashable: AnyHashable? { map { AnyHashable($0) } }
}
