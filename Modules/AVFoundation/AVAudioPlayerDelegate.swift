import Foundation

/// Told when an ``AVAudioPlayer`` finishes (on the main queue, as on iOS). Both methods have
/// default implementations that do nothing, as Objective-C's optional methods do.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The player played to its end (and through its loops).
    ///
    /// - Parameters:
    ///   - player: The player.
    ///   - flag: True when it finished playing; false when it could not decode its audio.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)

    /// The player could not decode its audio (never here: nothing is decoded).
    ///
    /// - Parameters:
    ///   - player: The player.
    ///   - error: What went wrong.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - player: The player.
    ///   - flag: Whether it finished playing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - player: The player.
    ///   - error: What went wrong.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
