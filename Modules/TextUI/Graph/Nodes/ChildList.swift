/// The position of a child among its siblings: part of its structural identity, together with
/// the child's type.
/// (The cases with an id are kept boxed: a key is copied several times while its view is made
/// and mounted, and copying a boxed `AnyHashable` is a retain.)
enum ChildKey: Hashable, CustomStringConvertible {
    /// The body of a composite view.
    case body
    /// A position in a block of children.
    case index(Int)
    /// A branch of `if`/`else` (or the presence of optional content).
    case branch(Bool)
    /// An element of `ForEach`, by its id.
    indirect case id(AnyHashable)
    /// A repeated `ForEach` id, disambiguated by its occurrence.
    indirect case duplicate(AnyHashable, Int)

    var description: String {
        switch self {
        case .body: "body"
        case .index(let index): "\(index)"
        case .branch(let branch): branch ? "if" : "else"
        case .id(let id): "[id: \(id.base)]"
        case .duplicate(let id, let occurrence): "[id: \(id.base) #\(occurrence)]"
        }
    }
}

/// The children a built-in view lists, in order.
@MainActor
struct ChildList {
    /// The node whose children these are (for built-in views that keep memory in it).
    unowned let owner: Node
    var entries: [(key: ChildKey, view: any View)] = []
    /// False when the children are not to be nodes (rows kept as values): nothing is collected.
    let collectsEntries: Bool

    init(owner: Node, collectsEntries: Bool = true) {
        self.owner = owner
        self.collectsEntries = collectsEntries
    }

    mutating func append(_ key: ChildKey, _ view: any View) {
        if collectsEntries { entries.append((key, view)) }
    }
}
