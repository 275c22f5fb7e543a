// List styles of macOS (`.bordered`) and watchOS (`.carousel`, `.elliptical`), and macOS's
// alternating row backgrounds. Text output draws lists one way and has no row backgrounds: these
// are accepted with no effect.

/// The `.bordered` list style of macOS (not rendered).
public struct BorderedListStyle: ListStyle {
    /// The style.
    public init() {}

    /// The style, with rows that alternate backgrounds or not (not rendered).
    ///
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate backgrounds; accepted, no effect.
    public init(alternatesRowBackgrounds: Bool) {}
}

extension ListStyle where Self == BorderedListStyle {
    /// The `.bordered` list style of macOS (not rendered).
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// The `.bordered` list style of macOS, with rows that alternate backgrounds or not (not rendered).
    ///
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate backgrounds; accepted, no effect.
    /// - Returns: The style.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}

/// The `.carousel` list style of watchOS (not rendered).
public struct CarouselListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == CarouselListStyle {
    /// The `.carousel` list style of watchOS (not rendered).
    public static var carousel: CarouselListStyle { CarouselListStyle() }
}

/// The `.elliptical` list style of watchOS (not rendered).
public struct EllipticalListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == EllipticalListStyle {
    /// The `.elliptical` list style of watchOS (not rendered).
    public static var elliptical: EllipticalListStyle { EllipticalListStyle() }
}

/// Whether a list's rows alternate their backgrounds (macOS; text output draws no backgrounds).
public struct AlternatingRowBackgroundBehavior: Sendable, Hashable {
    let name: String

    /// The platform's choice.
    public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
    /// Rows alternate backgrounds.
    public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
    /// Rows do not alternate backgrounds.
    public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

extension View {
    /// This view (text output draws no row backgrounds).
    ///
    /// - Parameter behavior: Whether the list's rows alternate backgrounds; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        self
    }
}
