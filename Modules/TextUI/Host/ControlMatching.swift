import Foundation

/// How the host finds the control a person names, as a person (or XCUITest) would: by the text it
/// shows, its accessibility label or identifier, or a text inside its label (a card link is tapped
/// by its title). Exact matches win over case-insensitive ones, and names over texts inside; last,
/// a control whose label shows its value is found by the label without it (`Quantity: 1` by `Quantity`).
@MainActor
enum ControlMatching {
    /// The candidates `query` names, from the first rule that finds any: the names exactly, the
    /// texts inside exactly, the names ignoring case, the texts inside ignoring case, the names
    /// without the value they show, ignoring case.
    static func matches(_ query: String, in candidates: [(Node, any Control)]) -> [(Node, any Control)] {
        let folded = query.lowercased()
        let rules: [((Node, any Control)) -> Bool] = [
            { names($0).contains(query) },
            { texts(inLabelOf: $0.0).contains(query) },
            { names($0).contains { $0.lowercased() == folded } },
            { texts(inLabelOf: $0.0).contains { $0.lowercased() == folded } },
            { names($0).contains { withoutShownValue($0)?.lowercased() == folded } },
        ]
        for rule in rules {
            let found = candidates.filter(rule)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// A label that shows a value after its name, without the value: `Quantity: 1` and
    /// `Volume 40%` as `Quantity` and `Volume`; nil for a label that shows none.
    static func withoutShownValue(_ label: String) -> String? {
        if let colon = label.range(of: ": ") {
            let name = label[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
        guard let space = label.lastIndex(of: " "),
            label[label.index(after: space)...].contains(where: \.isNumber)
        else { return nil }
        let name = label[..<space].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// What names a control: the text it shows, its accessibility label and identifier.
    private static func names(_ candidate: (Node, any Control)) -> [String] {
        let (node, control) = candidate
        let description = node.accessibility
        return [control.label(node)] + [description.label, description.identifier].compactMap { $0 }
    }

    /// The texts inside a control's label (its first child), outside controls nested in it, except
    /// the control a gesture, swipe actions or a context menu wraps (found down the first children:
    /// a `NavigationLink` row is long-pressed by the text it shows, "Read").
    private static func texts(inLabelOf node: Node) -> [String] {
        var texts: [String] = []
        func collect(_ node: Node, isWrapped: Bool) {
            if let text = node.castableView as? Text { texts.append(text.content) }
            for (index, child) in node.children.enumerated() where child.control == nil || (isWrapped && index == 0) {
                collect(child, isWrapped: isWrapped && index == 0)
            }
        }
        if let label = node.children.first { collect(label, isWrapped: true) }
        return texts
    }
}
