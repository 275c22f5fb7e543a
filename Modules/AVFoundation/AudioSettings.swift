import Foundation

/// A Core Audio format's four-character code.
public typealias AudioFormatID = UInt32

/// Linear PCM: uncompressed samples (`lpcm`).
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// MPEG-4 AAC (`aac `).
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless (`alac`).
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163

/// The settings key of the format (an `AudioFormatID` as an `Int`).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of the encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key of the bits of a linear PCM sample.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// An encoder's quality.
public enum AVAudioQuality: Int, Sendable {
    /// The lowest.
    case min = 0
    /// Low.
    case low = 0x20
    /// Medium.
    case medium = 0x40
    /// High.
    case high = 0x60
    /// The highest.
    case max = 0x7F
}
