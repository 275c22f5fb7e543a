// Layout in points. Text output lays views out in lines and columns: these modifiers return the
// view unchanged (its content renders as it is).
extension View {
    /// This view (padding is not rendered).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// This view (padding is not rendered).
    public func padding(_ length: CGFloat) -> some View { self }
    /// This view (padding is not rendered).
    public func padding(_ insets: EdgeInsets) -> some View { self }

    /// This view (sizes are not rendered).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }

    /// This view (sizes are not rendered).
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { self }

    /// This view (sizes are not rendered).
    public func fixedSize() -> some View { self }
    /// This view (sizes are not rendered).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// This view (priorities do not matter in text output).
    public func layoutPriority(_ value: Double) -> some View { self }
    /// This view (offsets are not rendered).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// This view (offsets are not rendered).
    public func offset(_ offset: CGSize) -> some View { self }
    /// This view (aspect ratios are not rendered).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// This view (aspect ratios are not rendered).
    public func scaledToFit() -> some View { self }
    /// This view (aspect ratios are not rendered).
    public func scaledToFill() -> some View { self }
    /// This view (safe areas do not exist in text output).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// This view (safe areas do not exist in text output).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// This view (stacking order does not matter in text output).
    public func zIndex(_ value: Double) -> some View { self }
}

/// How content fills a frame (not rendered).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}

/// The kinds of safe area (not rendered).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt

    /// A set of regions from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The `container` safe area region.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The `keyboard` safe area region.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// The `all` safe area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
