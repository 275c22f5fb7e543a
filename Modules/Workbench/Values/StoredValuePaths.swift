import TextUI

/// How the workbench names a value a host's `@AppStorage` or `@SceneStorage` keeps:
/// `AppStorage.dailyGoal`, `SceneStorage.selectedTab` (as the host names their changes), or the
/// key alone where nothing else has that name.
enum StoredValuePaths {
    /// `AppStorage.KEY` or `SceneStorage.KEY`.
    static func path(of key: String, in store: StoredValues) -> String {
        "\(store.kind).\(key)"
    }
}
