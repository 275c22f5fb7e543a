import Foundation

/// How video fills the rectangle it is shown in.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String

    /// A gravity by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Fits the video inside, keeping its aspect ratio.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fills the rectangle, keeping the aspect ratio and cropping.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretches the video to the rectangle.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
