/// The size people chose for text, from extra small to the accessibility sizes. Text output has
/// one size; the value reaches views through `\.dynamicTypeSize` (`.large` unless set), and
/// `.dynamicTypeSize(_:)` sets or limits it for a subtree, as in SwiftUI.
public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
    /// The sizes below the accessibility sizes, smallest first (`large` is the default).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, smallest first.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
    /// The text size people chose (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension View {
    /// Sets the text size for this view's content: `\.dynamicTypeSize` is `size` below.
    ///
    /// - Parameter size: The text size.
    /// - Returns: This view, with the size in its environment.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the text size for this view's content: below it, `\.dynamicTypeSize` is the
    /// environment's size moved to the nearest size in `range`.
    ///
    /// - Parameter range: The sizes allowed (`...DynamicTypeSize.xxLarge`, `.small ... .large`).
    /// - Returns: This view, with the size limited in its environment.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            size = DynamicTypeSize.nearest(to: size, in: range)
        }
    }
}

extension DynamicTypeSize {
    /// The size in `range` nearest to `size` (`size` itself when it is in the range; `size` when
    /// the range holds no size).
    static func nearest<T: RangeExpression>(to size: DynamicTypeSize, in range: T) -> DynamicTypeSize
    where T.Bound == DynamicTypeSize {
        guard !range.contains(size) else { return size }
        let cases = Array(allCases)
        let position = cases.firstIndex(of: size) ?? 0
        let allowed = cases.indices.filter { range.contains(cases[$0]) }
        guard let nearest = allowed.min(by: { abs($0 - position) < abs($1 - position) }) else { return size }
        return cases[nearest]
    }
}
