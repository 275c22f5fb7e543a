// List appearance that text output does not draw: tints, spacing, badge prominence. Accepted so
// SwiftUI code compiles; the rows render unchanged.

/// The tint of a list row's symbols (not rendered).
public struct ListItemTint: Sendable {
    let color: Color?

    /// A tint the system does not change.
    ///
    /// - Parameter tint: The color.
    /// - Returns: The tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A tint the system may replace (with the user's accent color).
    ///
    /// - Parameter tint: The color.
    /// - Returns: The tint.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A tint of the system's monochrome color.
    public static let monochrome = ListItemTint(color: nil)
}

/// The space between a list's sections (not rendered).
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?

    /// The platform's spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// A compact spacing.
    public static let compact = ListSectionSpacing(points: 0)

    /// A spacing in points.
    ///
    /// - Parameter spacing: The points.
    /// - Returns: The spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// How prominent a list row's badge is (not rendered).
public struct BadgeProminence: Sendable, Hashable {
    let level: Int

    /// Less prominent.
    public static let decreased = BadgeProminence(level: 0)
    /// The platform's prominence.
    public static let standard = BadgeProminence(level: 1)
    /// More prominent.
    public static let increased = BadgeProminence(level: 2)
}

extension View {
    /// This view (row tints are not rendered).
    ///
    /// - Parameter tint: The tint; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// This view (row tints are not rendered).
    ///
    /// - Parameter tint: The tint color; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// This view (rows are one line apart in text output).
    ///
    /// - Parameter spacing: The space between rows; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// This view (sections are not spaced in text output).
    ///
    /// - Parameter spacing: The space between sections; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// This view (sections are not spaced in text output).
    ///
    /// - Parameter spacing: The space between sections in points; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

    /// This view (separators are not drawn).
    ///
    /// - Parameters:
    ///   - color: The separator's color; accepted, no effect.
    ///   - edges: The separators it applies to.
    /// - Returns: This view, unchanged.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// This view (separators are not drawn).
    ///
    /// - Parameters:
    ///   - color: The separator's color; accepted, no effect.
    ///   - edges: The separators it applies to.
    /// - Returns: This view, unchanged.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// This view, with badges inside at `prominence` (badges show as they are).
    ///
    /// - Parameter prominence: The badges' prominence.
    /// - Returns: This view, with ``EnvironmentValues/badgeProminence`` set.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }

    /// This view (rows stay selectable through the host).
    ///
    /// - Parameter isDisabled: Whether selecting the row is disabled; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
