import Foundation

enum SettingsKeys {
    static let displayName = "preferences.displayName"
    static let notificationsEnabled = "preferences.notificationsEnabled"
    static let dailySummary = "preferences.dailySummary"
    static let theme = "preferences.theme"
    static let fontSize = "preferences.fontSize"
    static let dailyGoal = "preferences.dailyGoal"
    static let volume = "preferences.volume"
}

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

enum FontSize: Int, CaseIterable, Identifiable {
    case small = 12
    case medium = 16
    case large = 20

    var id: Int { rawValue }
}
