// Layout in points. Text output lays views out in lines and columns: these modifiers return the
// view unchanged (its content renders as it is).
extension View {
    /// This view (padding is not rendered).
    ///
    /// - Parameters:
    ///   - edges: The edges to pad; accepted, no effect on the text.
    ///   - length: The padding in points, or `nil` for the default; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// This view (padding is not rendered).
    ///
    /// - Parameter length: The padding in points on every edge; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func padding(_ length: CGFloat) -> some View { self }
    /// This view (padding is not rendered).
    ///
    /// - Parameter insets: The padding in points for each edge; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func padding(_ insets: EdgeInsets) -> some View { self }

    /// This view (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - width: A fixed width in points, or `nil`; accepted, no effect on the text.
    ///   - height: A fixed height in points, or `nil`; accepted, no effect on the text.
    ///   - alignment: Where the view sits in the frame; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }

    /// This view (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - minWidth: The smallest width in points, or `nil`; accepted, no effect on the text.
    ///   - idealWidth: The preferred width in points, or `nil`; accepted, no effect on the text.
    ///   - maxWidth: The largest width in points (`.infinity` to fill), or `nil`; accepted, no effect on the text.
    ///   - minHeight: The smallest height in points, or `nil`; accepted, no effect on the text.
    ///   - idealHeight: The preferred height in points, or `nil`; accepted, no effect on the text.
    ///   - maxHeight: The largest height in points (`.infinity` to fill), or `nil`; accepted, no effect on the text.
    ///   - alignment: Where the view sits in the frame; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
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
    ///
    /// - Returns: This view, unchanged.
    public func fixedSize() -> some View { self }
    /// This view (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - horizontal: Whether to keep the ideal width; accepted, no effect on the text.
    ///   - vertical: Whether to keep the ideal height; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// This view (priorities do not matter in text output).
    ///
    /// - Parameter value: The priority among siblings when space is shared; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func layoutPriority(_ value: Double) -> some View { self }
    /// This view (offsets are not rendered).
    ///
    /// - Parameters:
    ///   - x: The horizontal shift in points; accepted, no effect on the text.
    ///   - y: The vertical shift in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// This view (offsets are not rendered).
    ///
    /// - Parameter offset: The shift in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func offset(_ offset: CGSize) -> some View { self }
    /// This view (aspect ratios are not rendered).
    ///
    /// - Parameters:
    ///   - aspectRatio: The width-to-height ratio, or `nil` for the content's own; accepted, no effect on the text.
    ///   - contentMode: Whether the content fits or fills the frame; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// This view (aspect ratios are not rendered).
    ///
    /// - Returns: This view, unchanged.
    public func scaledToFit() -> some View { self }
    /// This view (aspect ratios are not rendered).
    ///
    /// - Returns: This view, unchanged.
    public func scaledToFill() -> some View { self }
    /// This view (safe areas do not exist in text output).
    ///
    /// - Parameters:
    ///   - regions: The kinds of safe area to ignore; accepted, no effect on the text.
    ///   - edges: The edges to extend past; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// This view (safe areas do not exist in text output).
    ///
    /// - Parameter edges: The edges to extend past; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// This view (stacking order does not matter in text output).
    ///
    /// - Parameter value: The stacking order among overlapping siblings; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func zIndex(_ value: Double) -> some View { self }
}

/// How content fills a frame (not rendered).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Content scales to fit inside the frame, or scales to fill it, cropping what does not fit.
    case fit, fill
}

/// The kinds of safe area (not rendered).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt

    /// A set of regions from its raw value.
    ///
    /// - Parameter rawValue: The bits of the regions: 1 for `container`, 2 for `keyboard`.
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
