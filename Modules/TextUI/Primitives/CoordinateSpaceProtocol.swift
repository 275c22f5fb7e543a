import Foundation

/// A coordinate space, as iOS 17 names them (`.local`, `.global`, `.named("list")`,
/// `.scrollView`). Text output measures every frame from the origin.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A named coordinate space.
    ///
    /// - Parameter name: The name.
    /// - Returns: The space.
    public static func named<N: Hashable>(_ name: N) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
    /// The coordinate space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "_scrollView") }
    /// The coordinate space of the nearest scroll view along an axis.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The space.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: "_scrollView.\(axis)")
    }
}

extension View {
    /// Names this view's coordinate space; coordinate spaces are not rendered.
    ///
    /// - Parameter name: The space.
    /// - Returns: This view, unchanged.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

extension GeometryProxy {
    /// The space's frame in a coordinate space: at the origin, whatever the space.
    ///
    /// - Parameter coordinateSpace: The coordinate space.
    /// - Returns: The frame.
    @_disfavoredOverload
    public func frame<S: CoordinateSpaceProtocol>(in coordinateSpace: S) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}
