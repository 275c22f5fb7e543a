/// A type that produces previews of views, as SwiftUI's preview canvas shows them: mount
/// `MyView_Previews.previews` in a ``ViewHost`` to see them as text. (`#Preview` is the other way
/// to declare one; see ``Preview``.)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension View {
    /// This view (preview names are not rendered).
    public func previewDisplayName(_ displayName: String?) -> some View { self }
    /// This view (preview layouts are not rendered).
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// This view (preview devices are not rendered).
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

/// The size of a preview (not rendered).
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows (not rendered).
public struct PreviewDevice: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device by name.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}
