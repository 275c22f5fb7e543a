import Foundation

// Key-value coding on UserDefaults, which Apple's Foundation has (NSObject's `value(forKey:)` and
// `setValue(_:forKey:)`, which NSUserDefaults answers with its own values) and Linux's lacks.
extension UserDefaults {
    /// The value stored for `key` (the same as `object(forKey:)`), nil when none is.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key` (the same as `set(_:forKey:)`); nil removes the key's value.
    ///
    /// - Parameters:
    ///   - value: A property-list value (a string, number, date, data, array or dictionary of
    ///     them), or nil.
    ///   - key: The key.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
