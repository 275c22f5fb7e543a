extension Image {
    /// How much of a high dynamic range an image may use (text output shows no pictures).
    public struct DynamicRange: Hashable, Sendable {
        let name: String

        /// The standard range.
        public static let standard = DynamicRange(name: "standard")
        /// A range a little above standard.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// The whole range the screen has.
        public static let high = DynamicRange(name: "high")
    }
}

extension View {
    /// This view, with `range` for its images (text output shows no pictures).
    ///
    /// - Parameter range: The dynamic range images may use, or nil for the default.
    /// - Returns: This view, with ``EnvironmentValues/allowedDynamicRange`` set.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
