/// A value type whose properties the workbench's `set` reaches inside a model's property, when
/// the value is not `Codable` (`set store.entries[1].title "Rent"`, `Entry` a plain struct): the
/// properties by name, as key paths rooted at the type. The workbench plugin declares the table for
/// the structures a target declares; the write goes through the model's property, so its setter
/// runs and the views that read it update.
///
/// ```swift
/// import Foundation
///
/// struct Entry: Identifiable {
///     let id: UUID
///     var title: String
/// }
///
/// extension Entry: SettableValue {
///     static var settableProperties: [String: AnyKeyPath] {
///         ["id": \Entry.id, "title": \Entry.title]
///     }
/// }
/// ```
@MainActor
public protocol SettableValue {
    /// The properties `set` reaches, by name: key paths whose root is the type.
    static var settableProperties: [String: AnyKeyPath] { get }
}

/// The key paths that reach into values a model holds: a ``SettableValue``'s properties and an
/// array's elements, whatever their types.
@MainActor
public enum ValueKeyPaths {
    /// The key path of the property `name` of `value`, when its type is a ``SettableValue``.
    ///
    /// - Parameters:
    ///   - name: A property's name.
    ///   - value: A value.
    /// - Returns: The key path rooted at the value's type; nil when the type lists no such property.
    public static func property(_ name: String, of value: Any) -> AnyKeyPath? {
        (type(of: value) as? any SettableValue.Type)?.settableProperties[name]
    }

    /// The names of the properties `value`'s type lists, sorted; nil when it is not a ``SettableValue``.
    ///
    /// - Parameter value: A value.
    /// - Returns: The names.
    public static func propertyNames(of value: Any) -> [String]? {
        (type(of: value) as? any SettableValue.Type)?.settableProperties.keys.sorted()
    }

    /// The key path of the element at `index` of `value`, when it is an array with such an element.
    ///
    /// - Parameters:
    ///   - index: An element's position.
    ///   - value: A value.
    /// - Returns: The key path rooted at the array's type; nil when `value` is not an array or has
    ///   no element there.
    public static func element(_ index: Int, of value: Any) -> AnyKeyPath? {
        guard let array = value as? any ElementKeyPaths, array.indices.contains(index) else { return nil }
        return type(of: array).keyPath(toElementAt: index)
    }

    /// What `keyPath` reads from `value` (nil when `value` is not of its root type).
    ///
    /// - Parameters:
    ///   - keyPath: A key path.
    ///   - value: A value of its root type.
    /// - Returns: The value it reads.
    public static func read(_ keyPath: AnyKeyPath, from value: Any) -> Any? {
        func read<Root>(_: Root.Type) -> Any? {
            (value as? Root).flatMap { $0[keyPath: keyPath] }
        }
        return _openExistential(type(of: keyPath).rootType, do: read)
    }
}

/// Arrays, whose elements a key path reaches by position.
private protocol ElementKeyPaths {
    var indices: Range<Int> { get }
    static func keyPath(toElementAt index: Int) -> AnyKeyPath
}

extension Array: ElementKeyPaths {
    fileprivate static func keyPath(toElementAt index: Int) -> AnyKeyPath { \Self.[index] }
}
