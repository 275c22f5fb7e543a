/// Content with an accessibility label or identifier. It renders as its content; the label and the
/// identifier describe the element below it (see ``Node/accessibility``).
struct AccessibilityContent<Content: View>: View {
    let content: Content
    let label: String?
    let identifier: String?

    typealias Body = Never
}

/// A view that describes the element below it.
@MainActor
protocol AccessibilityDescribing {
    var label: String? { get }
    var identifier: String? { get }
}

extension AccessibilityContent: PrimitiveView, AccessibilityDescribing {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    /// A new label may change what the control below shows: its cached rendering is dropped.
    func didUpdate(_ node: Node, from previous: any View) {
        guard let previous = previous as? Self, previous.label != label || previous.identifier != identifier
        else { return }
        var element = node
        while element.children.count == 1 {
            element = element.children[0]
        }
        element.invalidateRenderCache()
    }
}

/// What accessibility says about one element.
struct AccessibilityDescription: Equatable {
    var label: String?
    var identifier: String?
}

extension Node {
    /// The accessibility label and identifier of this node's element: given by the accessibility
    /// modifiers around it, up through ancestors that have it as their only child and are not
    /// controls (`Button { … }.accessibilityLabel("Add")` labels the button; a modifier on a stack
    /// of several views labels none of them). The innermost modifier wins.
    var accessibility: AccessibilityDescription {
        var description = AccessibilityDescription()
        var node = self
        while let parent = node.parent, parent.children.count == 1, parent.control == nil {
            if let describing = parent.view as? any AccessibilityDescribing {
                description.label = description.label ?? describing.label
                description.identifier = description.identifier ?? describing.identifier
            }
            node = parent
        }
        return description
    }

    /// The name accessibility gives the first image in this subtree (outside nested controls):
    /// its accessibility label, else its name; nil when there is none or it is decorative.
    var imageName: String? {
        if let image = castableView as? Image {
            return accessibility.label ?? (image.isDecorative ? nil : image.name)
        }
        for child in children where child.control == nil {
            if let name = child.imageName { return name }
        }
        return nil
    }
}
