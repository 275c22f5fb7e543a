import SwiftUICore

/// Colours, in a file that imports SwiftUICore (as files written against the iOS 18 SDK do).
enum Theme {
    static let overBudget = Color.red
    static let withinBudget = Color(uiColor: .systemGreen)
}
