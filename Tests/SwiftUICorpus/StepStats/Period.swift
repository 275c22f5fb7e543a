enum Period: String, CaseIterable, Identifiable {
    case week = "Week"
    case twoWeeks = "2 Weeks"
    case month = "Month"

    var id: String { rawValue }

    var days: Int {
        switch self {
        case .week: 7
        case .twoWeeks: 14
        case .month: 28
        }
    }
}
