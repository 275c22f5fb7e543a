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
            for child in Mirror(reflecting: node.view).children {
                guard let label = child.label, label.hasPrefix("_"),
                    let reading = child.value as? any EnvironmentObjectReading
                else { continue }
                let readType = Swift.type(of: reading).readType
                guard let object = node.environment.objects.first(where: { Swift.type(of: $0) == readType }) else {
                    continue
                }
                let name = String(label.dropFirst())
                if readers[ObjectIdentifier(object), default: []].contains(name) == false {
                    readers[ObjectIdentifier(object), default: []].append(name)
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
