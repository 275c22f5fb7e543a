/// The modifier keys held during a key press or a gesture.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int

    /// Modifier keys from their raw value.
    ///
    /// - Parameter rawValue: The bits, as SwiftUI numbers them (1 caps lock, 2 shift, 4 control,
    ///   8 option, 16 command, 32 numeric pad, 64 function).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps lock.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 4)
    /// Option (alt).
    public static let option = EventModifiers(rawValue: 8)
    /// Command.
    public static let command = EventModifiers(rawValue: 16)
    /// A key of the numeric pad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// The function key.
    @available(*, deprecated, message: "Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 64)
    /// Every modifier.
    public static let all = EventModifiers(rawValue: 127)
}
