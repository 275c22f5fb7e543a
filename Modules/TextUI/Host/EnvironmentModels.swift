/// An object a view of the mounted tree stored in its descendants' environment
/// (`.environment(model)`, `.environmentObject(model)`), with the names of the properties the
/// views read it by (`@Environment(Store.self) private var store` reads it as `store`).
@MainActor
public struct EnvironmentModel {
    /// The object.
    public let object: AnyObject
    /// The names of the `@Environment` and `@EnvironmentObject` properties of mounted views that
    /// read it, in tree order, each once.
    public let propertyNames: [String]

    /// The object's type.
    public var type: Any.Type { Swift.type(of: object) }
}

/// A property wrapper that reads an object from the environment by its type.
protocol EnvironmentObjectReading {
    /// The type of the value it reads.
    static var readType: Any.Type { get }
}

/// The properties of a view type that read an object from the environment (`@Environment(Store.self)
/// private var store`, `@EnvironmentObject var settings`): their names and the types they read,
/// learned by reflection from the first value of the type and reused for every other (the
/// workbench asks for the tree's models after every step it takes).
@MainActor
enum EnvironmentReaders {
    /// One such property.
    struct Reader {
        let name: String
        let readType: Any.Type
    }

    private static var byType: [ObjectIdentifier: [Reader]] = [:]

    /// The reading properties of `view`'s type, in declaration order.
    static func of(_ view: any View) -> [Reader] {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = byType[type] { return known }
        let readers = Mirror(reflecting: view).children.compactMap { child -> Reader? in
            guard let label = child.label, label.hasPrefix("_"),
                let reading = child.value as? any EnvironmentObjectReading
            else { return nil }
            return Reader(name: String(label.dropFirst()), readType: Swift.type(of: reading).readType)
        }
        byType[type] = readers
        return readers
    }
}

extension Environment: EnvironmentObjectReading {
    static var readType: Any.Type { Value.self }
}

extension EnvironmentObject: EnvironmentObjectReading {
    static var readType: Any.Type { ObjectType.self }
}

extension ViewHost {
    /// The objects the mounted tree's views store in their descendants' environment, in tree
    /// order, each once, with the names views read them by.
    ///
    /// ```swift
    /// @Observable final class Store { var title = "Groceries" }
    /// struct Screen: View {
    ///     @Environment(Store.self) private var store
    ///     var body: some View { Text(store.title) }
    /// }
    ///
    /// let host = ViewHost(Screen().environment(Store()))
    /// let names = host.environmentModels.map(\.propertyNames)  // [["store"]]
    /// ```
    public var environmentModels: [EnvironmentModel] {
        flush()
        guard let root = rootNode else { return [] }
        var objects: [AnyObject] = []
        var seen = Set<ObjectIdentifier>()
        var readers: [ObjectIdentifier: [String]] = [:]
        root.walk { node in
            guard node.isMounted else { return }
            let found = node.environment.objects.filter { seen.insert(ObjectIdentifier($0)).inserted }
            objects += found.sorted { "\(Swift.type(of: $0))" < "\(Swift.type(of: $1))" }
            for reader in EnvironmentReaders.of(node.view) {
                guard let object = node.environment.objects.first(where: { Swift.type(of: $0) == reader.readType })
                else {
                    continue
                }
                if readers[ObjectIdentifier(object), default: []].contains(reader.name) == false {
                    readers[ObjectIdentifier(object), default: []].append(reader.name)
                }
            }
        }
        return objects.map { EnvironmentModel(object: $0, propertyNames: readers[ObjectIdentifier($0)] ?? []) }
    }

    /// The object of type `type` the mounted tree's views store in their descendants' environment
    /// (the first in tree order), as exported tests reach a model the preview injects.
    ///
    /// - Parameter type: The object's type.
    /// - Returns: The object, or nil when no mounted view stores one of that type.
    public func environmentObject<T: AnyObject>(_ type: T.Type) -> T? {
        environmentModels.lazy.compactMap { $0.object as? T }.first
    }
}
