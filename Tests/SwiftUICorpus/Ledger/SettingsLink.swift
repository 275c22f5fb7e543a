import UIKit

/// Opens the app's page in Settings, in a file that imports UIKit.
@MainActor
enum SettingsLink {
    static func open() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}
