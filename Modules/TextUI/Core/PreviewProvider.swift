/// A type that produces previews of views, as SwiftUI's preview canvas shows them: mount
/// `MyView_Previews.previews` in a ``ViewHost`` to see them as text. (`#Preview` is the other way
/// to declare one; see ``Preview``.)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform the previews are for; nil (the default) lets the canvas choose. Text output
    /// renders them the same on every platform.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the canvas chooses.
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

extension View {
    /// Names the view in a preview; the name is not rendered. A workbench lists each view of a
    /// preview provider's `previews` as a variant under this name.
    ///
    /// - Parameter displayName: The name to show in a preview canvas.
    /// - Returns: This view, rendered unchanged.
    public func previewDisplayName(_ displayName: String?) -> some View {
        PreviewNamedContent(content: self, name: displayName)
    }
    /// Sets the view's size in a preview; the layout is not rendered.
    ///
    /// - Parameter layout: The preview's layout.
    /// - Returns: This view, rendered unchanged.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// Sets the device a preview shows the view on; the device is not rendered.
    ///
    /// - Parameter device: The device, or `nil` for the default one.
    /// - Returns: This view, rendered unchanged.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

/// The size of a preview (not rendered).
public enum PreviewLayout: Sendable {
    /// The size of the preview's device, or the size the view needs.
    case device, sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows (not rendered).
public struct PreviewDevice: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    ///
    /// - Parameter rawValue: The device's name, such as `"iPhone 15"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name, from a string literal.
    ///
    /// - Parameter value: The device's name, such as `"iPhone 15"`.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}
