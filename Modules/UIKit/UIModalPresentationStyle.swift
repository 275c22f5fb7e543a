/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice.
    case automatic = -2
    /// No presentation style.
    case none = -1
    /// Covering the screen.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet = 1
    /// A smaller sheet.
    case formSheet = 2
    /// Covering the presenting controller's area.
    case currentContext = 3
    /// Drawn by the presented controller.
    case custom = 4
    /// Covering the screen, the content beneath left in place.
    case overFullScreen = 5
    /// Over the presenting controller's area, the content beneath left in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}
