/// Content with a search field above it: renders as `Search: [text]` followed by the content. The
/// host finds the field by "Search" or by its prompt ("Search for a resort"), as XCUITest does,
/// types into it with `type(_:into:)` and submits it with `submit(_:)` (running
/// `onSubmit(of: .search)` actions).
///
/// Typing into the field starts searching (`\.isSearching` turns true, `isPresented` too): then the
/// search suggestions show below the field, indented (a suggestion with `searchCompletion(_:)` is
/// tapped by its text and fills the field), and the search scopes as a picker titled "Scope".
/// `\.dismissSearch` (or setting `isPresented` to false) ends searching and clears the text.
struct SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String?
    let isPresented: Binding<Bool>?
    let suggestions: AnyView?

    typealias Body = Never
}

/// What a search field's node remembers: whether the user is searching, whether suggestions show,
/// and the suggestions and scopes the content registered.
@MainActor
final class SearchMemory {
    var isActive = false
    var showsSuggestions = true
    var accessories: [SearchAccessoryKind: [NodeReference]] = [:]
}

/// What a view adds to the search field around it.
enum SearchAccessoryKind: Hashable {
    case suggestions
    case scopes(SearchScopeActivation)
}

/// The search field a view is in: what its suggestions and scopes report to.
@MainActor
protocol SearchFieldOwning {
    func isSearching(_ node: Node) -> Bool
    func complete(_ completion: String, _ node: Node)
    func dismissSearch(_ node: Node)
    func register(_ accessory: NodeReference, as kind: SearchAccessoryKind, _ node: Node)
    func unregister(_ accessory: NodeReference, _ node: Node)
}

extension SearchableContent: PrimitiveView, SearchFieldOwning {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    private func memory(_ node: Node) -> SearchMemory {
        node.memory(SearchMemory.init)
    }

    func isSearching(_ node: Node) -> Bool {
        isPresented?.wrappedValue ?? memory(node).isActive
    }

    private func setSearching(_ searching: Bool, _ node: Node) {
        memory(node).isActive = searching
        if let isPresented, isPresented.wrappedValue != searching { isPresented.wrappedValue = searching }
        node.invalidate()
    }

    func makeChildren(_ children: inout ChildList) {
        let node = children.owner
        _ = isSearching(node)  // what shows depends on it
        let typing = Binding<String>(
            get: { text.wrappedValue },
            set: { [weak node] newText in
                text.wrappedValue = newText
                guard let node else { return }
                memory(node).showsSuggestions = true
                setSearching(true, node)
            })
        var field = TextField(label: Text("Search"), text: typing, isSecure: false)
        field.submitTrigger = .search
        if let prompt {
            children.append(.index(0), field.accessibilityLabel(prompt))
        } else {
            children.append(.index(0), field)
        }
        children.append(.index(1), content)
        if let outer = suggestions ?? node.environment.outerSearchAccessories[.suggestions] {
            children.append(.index(2), outer)
        }
        for (kind, accessory) in node.environment.outerSearchAccessories where kind != .suggestions {
            if case .scopes = kind { children.append(.index(3), SearchAccessoryTag(kind: kind, content: accessory)) }
        }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.isSearching = isSearching(node)
        environment.searchField = NodeReference(node)
        environment.dismissSearch = DismissSearchAction(field: NodeReference(node))
        environment.outerSearchAccessories = [:]
    }

    /// The accessories of `kind` that show now: registered by the content, or given from outside.
    private func shownAccessories(_ node: Node) -> [Node] {
        guard isSearching(node) else { return [] }
        let memory = memory(node)
        var shown: [Node] = []
        if memory.showsSuggestions {
            shown += node.children.filter { $0.key == .index(2) }
            shown += (memory.accessories[.suggestions] ?? []).compactMap(\.node?.accessory)
        }
        for (kind, references) in memory.accessories {
            guard case .scopes(let activation) = kind, activation.shows(whileTyping: !text.wrappedValue.isEmpty)
            else { continue }
            shown += references.compactMap(\.node?.accessory)
        }
        for child in node.children where child.key == .index(3) {
            guard let tag = child.castableView as? any SearchAccessoryTagging, case .scopes(let activation) = tag.kind,
                activation.shows(whileTyping: !text.wrappedValue.isEmpty)
            else { continue }
            shown.append(child)
        }
        return shown
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let field = node.children[0].rendered(context)
        let accessories = shownAccessories(node).flatMap { $0.rendered(context) }.filter { !$0.hasNoLines }
        var blocks = field
        if !accessories.isEmpty {
            let indented = StackLayout.vertical(accessories, alignment: .leading).prefixingLines(width: 2) { _ in "  " }
            blocks.append(indented)
        }
        return [StackLayout.vertical(blocks + node.children[1].rendered(context), alignment: .leading)]
    }

    func shownChildren(_ node: Node) -> [Node] {
        [node.children[0], node.children[1]] + shownAccessories(node).filter { $0.parent === node }
    }

    func complete(_ completion: String, _ node: Node) {
        text.wrappedValue = completion
        memory(node).showsSuggestions = false
        node.invalidate()
    }

    func dismissSearch(_ node: Node) {
        text.wrappedValue = ""
        setSearching(false, node)
    }

    func register(_ accessory: NodeReference, as kind: SearchAccessoryKind, _ node: Node) {
        memory(node).accessories[kind, default: []].append(accessory)
        node.invalidate()
    }

    func unregister(_ accessory: NodeReference, _ node: Node) {
        let memory = memory(node)
        for kind in memory.accessories.keys {
            memory.accessories[kind]?.removeAll { $0 == accessory || $0.node == nil }
        }
        node.invalidate()
    }
}

extension SearchScopeActivation {
    /// True when scopes of this activation show while searching (with text typed or not).
    func shows(whileTyping hasText: Bool) -> Bool {
        self == .onTextEntry ? hasText : true
    }
}

extension Node {
    /// A registered accessory node's accessory (its second child).
    fileprivate var accessory: Node? {
        children.count > 1 ? children[1] : nil
    }
}

/// An accessory given from outside the searchable view, kept with its kind.
struct SearchAccessoryTag: View {
    let kind: SearchAccessoryKind
    let content: AnyView

    typealias Body = Never
}

/// A view that says which search accessory it is.
@MainActor
protocol SearchAccessoryTagging {
    var kind: SearchAccessoryKind { get }
}

extension SearchAccessoryTag: PrimitiveView, SearchAccessoryTagging {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}
