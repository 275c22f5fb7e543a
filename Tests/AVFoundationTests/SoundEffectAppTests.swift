import AVFoundation
import Foundation
import Testing
import TextUI

/// A sound-effect button as iOS apps write it: an `ObservableObject` that owns an `AVAudioPlayer`,
/// is its delegate, and publishes whether it plays; a view with a button that plays it and a line
/// that shows it. Driven through a host as a person would use it.
@MainActor
@Suite struct SoundEffectAppTests {
    @MainActor final class SoundEffects: NSObject, ObservableObject, AVAudioPlayerDelegate {
        @Published var isPlaying = false
        @Published var problem: String?
        private var player: AVAudioPlayer?
        private let sound: Data

        init(sound: Data) {
            self.sound = sound
        }

        func play() {
            do {
                let session = AVAudioSession.sharedInstance()
                try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
                player = try AVAudioPlayer(data: sound)
                player?.delegate = self
                player?.prepareToPlay()
                isPlaying = player?.play() ?? false
            } catch {
                problem = "Could not play the sound"
            }
        }

        nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            MainActor.assumeIsolated { isPlaying = false }
        }
    }

    struct DingButton: View {
        @StateObject var effects: SoundEffects

        var body: some View {
            VStack {
                Button("Ding") { effects.play() }
                Text(effects.isPlaying ? "♪ playing" : "quiet")
                if let problem = effects.problem { Text(problem) }
            }
        }
    }

    @Test func tappingTheButton_playsTheSound_untilItEnds() async throws {
        try await SimulatedAudioOutput.withOutput {
            let host = ViewHost(DingButton(effects: SoundEffects(sound: SoundFiles.wave(samples: 80))))
            #expect(host.render().contains("quiet"))
            try host.tap("Ding")
            #expect(host.render().contains("♪ playing"))
            #expect(SimulatedAudioOutput.playedSounds == ["data"])
            #expect(AVAudioSession.sharedInstance().category == .ambient)
            #expect(await waitUntil { host.render().contains("quiet") }, "the delegate heard the end")
            host.unmount()
        }
    }

    @Test func aSoundThatIsNotAudio_showsTheProblem() async throws {
        try await SimulatedAudioOutput.withOutput {
            let host = ViewHost(DingButton(effects: SoundEffects(sound: Data("not audio".utf8))))
            try host.tap("Ding")
            #expect(host.render().contains("Could not play the sound"))
            #expect(SimulatedAudioOutput.playedSounds.isEmpty)
            host.unmount()
        }
    }
}
