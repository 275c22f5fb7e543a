import AVFoundation
import Foundation
import Testing

/// `AVAudioPlayer` as Apple documents it (developer.apple.com/documentation/avfaudio/avaudioplayer):
/// it refuses data Core Audio cannot play, knows its sound's duration, plays, pauses and stops
/// (`stop` keeps `currentTime`), and tells its delegate on the main queue that it finished. On
/// Linux it keeps time rather than making sound; each test listens to a speaker of its own.
@MainActor
@Suite struct AVAudioPlayerTests {
    @Test func theDuration_comesFromTheFilesHeader() throws {
        #expect(try AVAudioPlayer(data: SoundFiles.wave(samples: 16_000)).duration == 2)
        #expect(try AVAudioPlayer(data: SoundFiles.wave(samples: 16_000)).numberOfChannels == 1)
        #expect(try AVAudioPlayer(data: SoundFiles.m4a(units: 132_300, timescale: 44_100)).duration == 3)
        let mp3 = try AVAudioPlayer(data: SoundFiles.mp3(bytes: 16_000))
        #expect(mp3.duration == 1 && mp3.numberOfChannels == 2)
    }

    @Test func dataThatIsNotAudio_isRefused_withCoreAudiosError() {
        for data in [Data("hello".utf8), Data(), Data(SoundFiles.wave(samples: 10).prefix(20))] {
            #expect {
                try AVAudioPlayer(data: data)
            } throws: { error in
                let error = error as NSError
                return error.domain == NSOSStatusErrorDomain && error.code == 1_954_115_647
            }
        }
    }

    @Test func aFileThatCannotBeRead_isRefused() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).wav")
        #expect(throws: NSError.self) { try AVAudioPlayer(contentsOf: missing) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ding-\(UUID()).wav")
        try SoundFiles.wave(samples: 8_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.url == file && player.data == nil && player.duration == 1)
    }

    @Test func playing_pausing_andStopping() async throws {
        try await SimulatedAudioOutput.withOutput {
            let player = try AVAudioPlayer(data: SoundFiles.wave(samples: 8_000 * 600))
            #expect(!player.isPlaying && player.currentTime == 0)
            #expect(player.prepareToPlay())
            #expect(player.play())
            #expect(player.isPlaying)
            #expect(SimulatedAudioOutput.playedSounds == ["data"])
            player.pause()
            let paused = player.currentTime
            #expect(!player.isPlaying && paused < 600)
            #expect(player.currentTime == paused, "a paused player's time does not move")
            player.currentTime = 42
            #expect(player.currentTime == 42)
            player.play()
            #expect(player.currentTime >= 42)
            #expect(SimulatedAudioOutput.playedSounds == ["data"], "resuming is not a new sound")
            player.stop()
            #expect(!player.isPlaying && player.currentTime >= 42, "stop keeps the position")
        }
    }

    @Test func theSettings_areKept_inTheirRanges() throws {
        let player = try AVAudioPlayer(data: SoundFiles.wave(samples: 80))
        player.volume = 3
        player.pan = -5
        player.numberOfLoops = -1
        player.enableRate = true
        player.rate = 1.5
        #expect(player.volume == 1 && player.pan == -1 && player.numberOfLoops == -1 && player.rate == 1.5)
        player.setVolume(0.25, fadeDuration: 1)
        #expect(player.volume == 0.25)
        #expect(player.averagePower(forChannel: 0) == -160)
    }

    @Test func theDelegate_hearsThatTheSoundFinished_onTheMainQueue() async throws {
        let player = try AVAudioPlayer(data: SoundFiles.wave(samples: 80))  // 10 ms
        let listener = Listener()
        DispatchQueue.main.setSpecific(key: Listener.mainQueue, value: true)
        player.delegate = listener
        player.numberOfLoops = 1
        player.play()
        #expect(await waitUntil { listener.finished == [true] })
        #expect(listener.wasOnMainQueue)
        #expect(!player.isPlaying && player.currentTime == 0)
    }

    @Test func aPausedPlayer_doesNotFinish() async throws {
        let player = try AVAudioPlayer(data: SoundFiles.wave(samples: 80))
        let listener = Listener()
        player.delegate = listener
        player.play()
        player.pause()
        let other = try AVAudioPlayer(data: SoundFiles.wave(samples: 160))  // 20 ms: ends after the first would have
        let otherListener = Listener()
        other.delegate = otherListener
        other.play()
        #expect(await waitUntil { otherListener.finished == [true] })
        #expect(listener.finished.isEmpty && !player.isPlaying)
    }

    final class Listener: NSObject, AVAudioPlayerDelegate, @unchecked Sendable {  // used on the main queue only
        var finished: [Bool] = []
        var wasOnMainQueue = false
        /// Marks the main queue (on Linux its blocks may run on a thread other than the process's first).
        static let mainQueue = DispatchSpecificKey<Bool>()

        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            finished.append(flag)
            wasOnMainQueue = DispatchQueue.getSpecific(key: Self.mainQueue) == true
        }
    }
}

/// Waits, on the main actor, until `condition` holds (600 s at most: a hang guard).
@MainActor
func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(600))
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        await Task.yield()
    }
    return true
}
