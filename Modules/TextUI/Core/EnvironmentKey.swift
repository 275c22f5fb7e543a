/// A key for a value in ``EnvironmentValues``: declare one, then a computed property on
/// `EnvironmentValues` that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value

    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
