/// The platform a `PreviewProvider`'s previews are for (Xcode's canvas picks the device); the
/// previews render as text whatever it is.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
