/// A view named with `previewDisplayName`: rendered as its content, the name kept for tools.
struct PreviewNamedContent<Content: View>: View {
    let content: Content
    let name: String?

    typealias Body = Never
}

extension PreviewNamedContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// The views a preview provider's `previews` lists side by side (in a `Group` or a view builder
/// block), each with the name `previewDisplayName` gave it: what a workbench shows as the
/// provider's variants, as a preview canvas shows one preview per view.
package enum PreviewVariants {
    /// One variant: its name, if it was given one, and its view.
    package struct Variant {
        /// The name given with `previewDisplayName`, if any.
        package let name: String?
        /// The view.
        package let view: any View
    }

    /// The variants of `previews`: the views of its groups and blocks, in order (a view that is
    /// neither a group nor a block is one variant).
    @MainActor
    package static func of(_ previews: any View) -> [Variant] {
        var variants: [Variant] = []
        collect(previews, into: &variants)
        return variants
    }

    @MainActor
    private static func collect(_ view: any View, into variants: inout [Variant]) {
        if let container = view as? any PreviewVariantContainer {
            for child in container.previewChildren {
                collect(child, into: &variants)
            }
        } else if let named = view as? any PreviewNamed {
            variants.append(Variant(name: named.previewName, view: view))
        } else {
            variants.append(Variant(name: nil, view: view))
        }
    }
}

/// A view whose children are each a preview of their own (a block or a group).
@MainActor
protocol PreviewVariantContainer {
    var previewChildren: [any View] { get }
}

/// A view named for a preview canvas.
@MainActor
protocol PreviewNamed {
    var previewName: String? { get }
}

extension PreviewNamedContent: PreviewNamed {
    var previewName: String? { name }
}

extension TupleView: PreviewVariantContainer {
    var previewChildren: [any View] { children }
}

extension Group: PreviewVariantContainer {
    var previewChildren: [any View] { [content] }
}
