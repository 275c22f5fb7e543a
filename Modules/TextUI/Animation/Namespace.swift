import Locking

/// A namespace for `matchedGeometryEffect` identifiers: `@Namespace private var cards`. Each
/// mounted view gets its own ID, kept while it stays in the tree (as `@State` is); an unmounted
/// view's ID is new each time it is made.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let state: State<ID>

    /// A namespace.
    public init() {
        state = State(initialValue: ID.next())
    }

    /// The namespace's identifier.
    public var wrappedValue: ID { state.wrappedValue }

    /// A namespace's identifier.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int

        private static let counter = Locked(0)

        /// A new identifier, different from every other.
        static func next() -> ID {
            ID(
                value: counter.withLock { count in
                    count += 1
                    return count
                })
        }

        /// The identifier's number.
        public var description: String { "Namespace.ID(\(value))" }
    }
}

extension Namespace: StateProperty {
    func makeStorage(name: String) -> AnyStateStorage {
        state.makeStorage(name: name)
    }

    func connect(to storage: AnyStateStorage) {
        state.connect(to: storage)
    }
}
