/// How a window's size follows its content (there are no windows in text output).
public struct WindowResizability: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = WindowResizability(name: "automatic")
    /// The window's size is its content's, from its minimum to its maximum.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window is at least its content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
