/// A model class whose properties the workbench's `set` writes: the properties by name, as key
/// paths rooted at the class (a writable key path for a `var`, a read-only one for a `let` or a
/// get-only property).
/// A write goes through the property's setter, so an `@Observable` class tells its observers
/// and an `ObservableObject`'s `objectWillChange` fires, as when a view writes it; the new value is
/// decoded from JSON as the property's type, which must be `Codable`.
///
/// ```swift
/// import Observation
///
/// @Observable final class Store {
///     let id = 1
///     var title = "Groceries"
/// }
///
/// extension Store: SettableModel {
///     static var settableProperties: [String: AnyKeyPath] {
///         ["id": \Store.id, "title": \Store.title]
///     }
/// }
/// // in the workbench: set store.title "Rent"
/// ```
@MainActor
public protocol SettableModel: AnyObject {
    /// The properties `set` reaches, by name: key paths whose root is the class (or a class it
    /// inherits from).
    static var settableProperties: [String: AnyKeyPath] { get }
}

/// A model's properties as `set` writes them, whatever the model's type.
@MainActor
public enum ModelProperties {
    /// How a property of a model answers a write.
    public enum Writability: Equatable, Sendable {
        /// No property has this name in the model's table.
        case unknown
        /// The property is a `let` or get-only.
        case readOnly
        /// The property is settable, with a value of this type (fully qualified).
        case settable(typeName: String)
    }

    /// The names of the properties `object`'s type lists, sorted.
    ///
    /// - Parameter object: A model object.
    /// - Returns: The names; nil when the object's type is not a ``SettableModel``.
    public static func names(of object: AnyObject) -> [String]? {
        model(object).map { $0.settablePropertyNames }
    }

    /// Whether `object`'s property `name` can be written.
    ///
    /// - Parameters:
    ///   - name: A property's name.
    ///   - object: A model object.
    /// - Returns: How the property answers a write.
    public static func writability(of name: String, in object: AnyObject) -> Writability {
        model(object)?.writability(of: name, in: object) ?? .unknown
    }

    /// The type of the property `name` of `object`.
    ///
    /// - Parameters:
    ///   - name: A property's name.
    ///   - object: A model object.
    /// - Returns: The type; nil when the object's table lists no such property.
    public static func valueType(of name: String, in object: AnyObject) -> Any.Type? {
        model(object)?.valueType(of: name)
    }

    /// The value of the property `name` of `object`.
    ///
    /// - Parameters:
    ///   - name: A property's name.
    ///   - object: A model object.
    /// - Returns: The value; nil when the object's table lists no such property.
    public static func value(of name: String, in object: AnyObject) -> Any? {
        model(object)?.value(of: name, in: object)
    }

    /// Writes `value` to the property `name` of `object` through its setter.
    ///
    /// - Parameters:
    ///   - value: The new value, of the property's type.
    ///   - name: A property's name.
    ///   - object: A model object.
    /// - Returns: False, changing nothing, when the property is unknown, read-only, or `value` has
    ///   another type.
    @discardableResult
    public static func write(_ value: Any, to name: String, in object: AnyObject) -> Bool {
        model(object)?.write(value, to: name, in: object) ?? false
    }

    /// The key path of the property `name` of `object`.
    ///
    /// - Parameters:
    ///   - name: A property's name.
    ///   - object: A model object.
    /// - Returns: The key path rooted at the object's class; nil when the table lists no such property.
    public static func keyPath(of name: String, in object: AnyObject) -> AnyKeyPath? {
        model(object)?.settableProperties[name]
    }

    /// Writes `value` through `keyPath`, rooted at `object`'s class (a property's key path, or one
    /// that goes on into the value the property holds: the property's setter runs).
    ///
    /// - Parameters:
    ///   - value: The new value, of the key path's value type.
    ///   - keyPath: A key path rooted at `object`'s class.
    ///   - object: A model object.
    /// - Returns: False, changing nothing, when the key path is not writable or `value` has another type.
    @discardableResult
    public static func write(_ value: Any, through keyPath: AnyKeyPath, in object: AnyObject) -> Bool {
        writeOrCheck(value, through: keyPath, in: object)
    }

    /// Writes `value` through `keyPath` when it is a writable key path rooted at a class `object`
    /// is; with no value, only tells whether it could.
    fileprivate static func writeOrCheck(_ value: Any?, through keyPath: AnyKeyPath, in object: AnyObject) -> Bool {
        func rooted<Root>(_: Root.Type) -> Bool {
            func valued<Value>(_: Value.Type) -> Bool {
                guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value>, let root = object as? Root
                else { return false }
                guard let value else { return true }
                guard let typed = value as? Value else { return false }
                root[keyPath: writable] = typed
                return true
            }
            return _openExistential(Swift.type(of: keyPath).valueType, do: valued)
        }
        return _openExistential(Swift.type(of: keyPath).rootType, do: rooted)
    }

    private static func model(_ object: AnyObject) -> (any SettableModel.Type)? {
        Swift.type(of: object) as? any SettableModel.Type
    }
}

extension SettableModel {
    fileprivate static var settablePropertyNames: [String] { settableProperties.keys.sorted() }

    fileprivate static func valueType(of name: String) -> Any.Type? {
        settableProperties[name].map { Swift.type(of: $0).valueType }
    }

    fileprivate static func value(of name: String, in object: AnyObject) -> Any? {
        settableProperties[name].flatMap { ValueKeyPaths.read($0, from: object) }
    }

    fileprivate static func writability(of name: String, in object: AnyObject) -> ModelProperties.Writability {
        guard let keyPath = settableProperties[name] else { return .unknown }
        let valueType = Swift.type(of: keyPath).valueType
        return ModelProperties.writeOrCheck(nil, through: keyPath, in: object)
            ? .settable(typeName: String(reflecting: valueType)) : .readOnly
    }

    fileprivate static func write(_ value: Any, to name: String, in object: AnyObject) -> Bool {
        guard let keyPath = settableProperties[name] else { return false }
        return ModelProperties.write(value, through: keyPath, in: object)
    }
}
