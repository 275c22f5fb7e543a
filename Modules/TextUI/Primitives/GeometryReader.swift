/// Content made from the space it is given (`GeometryReader { proxy in … }`). Text output has no
/// points to measure: the proxy describes a fixed space of 80 by 24 (a terminal's columns and
/// lines), at the origin, with no safe area; the content renders as it is.
public struct GeometryReader<Content: View>: View {
    /// Makes the content from a ``GeometryProxy``.
    public var content: (GeometryProxy) -> Content

    /// Content made from the geometry of the space it is given (a fixed 80 by 24 at the origin).
    ///
    /// - Parameter content: Makes the content from a ``GeometryProxy``.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content(GeometryProxy()))
    }
}

/// The space a ``GeometryReader`` is given: a fixed 80 by 24 in text output.
public struct GeometryProxy: Sendable {
    /// The size of the space: 80 wide, 24 high.
    public let size = CGSize(width: 80, height: 24)
    /// The insets of the safe area: none.
    public let safeAreaInsets = EdgeInsets()

    /// The space's frame in a coordinate space: at the origin, whatever the space.
    ///
    /// - Parameter coordinateSpace: The coordinate space.
    /// - Returns: The frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The bounds of a named coordinate space, in this space's coordinates: this space's frame, as
    /// text output measures every frame from the origin.
    ///
    /// - Parameter coordinateSpace: The named coordinate space.
    /// - Returns: The frame at the origin with this space's size.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}

/// Where a frame is measured from (text output measures every frame from the origin).
public enum CoordinateSpace: Hashable {
    /// The window.
    case global
    /// The view itself.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    case named(AnyHashable)

    /// True for the window's space.
    public var isGlobal: Bool { self == .global }

    /// True for the view's own space.
    public var isLocal: Bool { self == .local }
}

extension View {
    /// Names this view's coordinate space; coordinate spaces are not rendered.
    ///
    /// - Parameter name: The space's name.
    /// - Returns: This view, rendered unchanged.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}
