import AVFoundation
import Foundation

/// Plays the app's short sounds; publishes whether one is playing.
final class SoundEffects: NSObject, ObservableObject, AVAudioPlayerDelegate {
    @Published private(set) var isPlaying = false
    private var player: AVAudioPlayer?

    func play(_ name: String) {
        guard let url = Bundle.module.url(forResource: name, withExtension: "wav") else { return }
        do {
            try AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
            player = try AVAudioPlayer(contentsOf: url)
            player?.delegate = self
            player?.volume = 0.8
            isPlaying = player?.play() ?? false
        } catch {
            print("Could not play \(name): \(error)")
        }
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        isPlaying = false
    }
}
