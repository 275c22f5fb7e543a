/// A value that views pass up to their ancestors: `.preference(key:value:)` sets it for a view,
/// and an ancestor reads what its content sets with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`. When several views below an ancestor
/// set a value, ``reduce(value:nextValue:)`` combines them in the order the views appear.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next view's value.
    ///
    /// - Parameters:
    ///   - value: The value accumulated so far; update it in place.
    ///   - nextValue: The next view's value, in the order the views appear.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
