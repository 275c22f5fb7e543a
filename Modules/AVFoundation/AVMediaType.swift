import Foundation

/// A kind of media: video, audio, text...
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The kind's four-character code.
    public let rawValue: String

    /// A kind by its code.
    ///
    /// - Parameter rawValue: The code.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A kind by its code.
    ///
    /// - Parameter rawValue: The code.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Video (the camera).
    public static let video = AVMediaType("vide")
    /// Audio (the microphone).
    public static let audio = AVMediaType("soun")
    /// Text.
    public static let text = AVMediaType("text")
    /// Closed captions.
    public static let closedCaption = AVMediaType("clcp")
    /// Subtitles.
    public static let subtitle = AVMediaType("sbtl")
    /// Timecodes.
    public static let timecode = AVMediaType("tmcd")
    /// Metadata.
    public static let metadata = AVMediaType("meta")
    /// Muxed audio and video.
    public static let muxed = AVMediaType("muxx")
    /// Depth data.
    public static let depthData = AVMediaType("dpth")
}

/// Whether the person let the app record a kind of media.
public enum AVAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined
    /// The device does not allow it (parental controls, management).
    case restricted
    /// The person said no.
    case denied
    /// The person said yes.
    case authorized
}
