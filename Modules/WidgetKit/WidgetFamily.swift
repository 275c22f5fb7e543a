/// The size and shape of a widget, as the person placed it.
///
/// An `Int` enumeration, as Apple's is; the numbers are this package's (Apple does not document
/// them), so code should compare cases rather than raw values.
public enum WidgetFamily: Int, Hashable, Sendable, CustomDebugStringConvertible {
    /// A small widget, on the Home Screen or the Today View.
    case systemSmall
    /// A medium widget, on the Home Screen or the Today View.
    case systemMedium
    /// A large widget, on the Home Screen or the Today View.
    case systemLarge
    /// An extra large widget, on an iPad's Home Screen.
    case systemExtraLarge
    /// A circular widget, on the Lock Screen.
    case accessoryCircular
    /// A rectangular widget, on the Lock Screen.
    case accessoryRectangular
    /// A single line of text, above the time on the Lock Screen.
    case accessoryInline

    /// The family's name, as it is written in code (`systemSmall`).
    public var debugDescription: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}
