/// A value that says itself whether another value is the same as it, for ``Sameness``: its answer
/// is final, both ways (``EquatableView`` answers with its content's `==`, as in SwiftUI).
@MainActor protocol DecidesItsSameness {
    /// True when `other` is the same as this value, so what was made from this one can be kept.
    func isSame(as other: Any) -> Bool
}
