// Styles that stand for a role rather than a colour: the foreground, the background, the tint…
// (not rendered).

/// The foreground style of the environment.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

/// The background style of the environment.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

/// The tint colour of the environment.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

/// The style of separators.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator style.
    public init() {}
}

/// The style of selected content.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The selection style.
    public init() {}
}

/// The style of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// The placeholder style.
    public init() {}
}

/// The style of the background of filled controls.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// The fill style.
    public init() {}
}

/// The style of links.
public struct LinkShapeStyle: ShapeStyle, Hashable {
    /// The link style.
    public init() {}
}

/// The style of a window's background.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable {
    /// The window background style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour of the environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The style of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The style of the background of filled controls.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The style of a window's background.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
