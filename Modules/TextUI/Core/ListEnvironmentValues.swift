import Foundation

/// How lists size and stress their parts: row and header heights, header and badge prominence,
/// the size of sidebar rows, and the prominence of the background behind a view. Text output
/// gives every row one line and renders every prominence the same; views that read these values
/// see what was set, with SwiftUI's defaults.
extension EnvironmentValues {
    /// The least height of a list's rows (44 points unless set, iOS's default; text rows are a line).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's headers (nil unless set: the system chooses).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// How prominent section headers are (`.standard` unless `.headerProminence(_:)` sets it).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// How prominent badges are (`.standard` unless `.badgeProminence(_:)` sets it).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// The size of sidebar rows (`.medium` unless set).
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// How prominent the background behind views is (`.standard` unless set; a selected list
    /// row's content sees `.increased` in SwiftUI, and nothing is selected in colour here).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

/// The size of the rows of a sidebar list (all render one line).
public enum SidebarRowSize: Sendable, Hashable {
    /// Small, medium (the default) or large rows.
    case small, medium, large
}

/// How prominent the background behind a view is, so its content can adapt (not rendered).
public struct BackgroundProminence: Sendable, Hashable {
    let name: String

    /// The usual background.
    public static let standard = BackgroundProminence(name: "standard")
    /// A more prominent background, such as a selected row's.
    public static let increased = BackgroundProminence(name: "increased")
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

private struct SidebarRowSizeKey: EnvironmentKey {
    static let defaultValue = SidebarRowSize.medium
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
}
