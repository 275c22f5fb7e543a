extension Image {
    /// Which way up an image's pixels are drawn, as a photo's metadata says (text output draws no
    /// pictures; the orientation goes with the `CGImage` initializers, which Linux has not).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up = 0
        /// Flipped horizontally.
        case upMirrored = 2
        /// Turned 180°.
        case down = 6
        /// Flipped vertically.
        case downMirrored = 4
        /// Turned 90° counterclockwise.
        case left = 1
        /// Turned 90° counterclockwise and flipped.
        case leftMirrored = 3
        /// Turned 90° clockwise.
        case right = 7
        /// Turned 90° clockwise and flipped.
        case rightMirrored = 5
    }
}
