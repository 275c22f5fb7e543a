import SwiftUI

// What a place is, with the badge each kind shows: a `@ViewBuilder` property of an enum, which is
// not a view and not on the main actor, as apps write them (SwiftUI's builder is not isolated).
public enum PlaceKind: String, CaseIterable {
    case sight, food, stay

    @ViewBuilder
    public var badge: some View {
        switch self {
        case .sight:
            Text("Sight")
        case .food:
            HStack {
                Text("Food")
                Text("and drink")
            }
        case .stay:
            if rawValue.isEmpty {
                EmptyView()
            } else {
                Text("Stay")
            }
        }
    }
}

// The kinds, each with its badge.
public struct PlaceKindsLegend: View {
    public init() {}

    public var body: some View {
        VStack {
            ForEach(PlaceKind.allCases, id: \.self) { kind in
                kind.badge
            }
        }
    }
}
