import AVFoundation
import Foundation
import Testing

/// `AVAudioRecorder` and the record permission as Apple documents them
/// (developer.apple.com/documentation/avfaudio/avaudiorecorder, …/avaudioapplication): the recorder
/// records only with the person's permission, writes its file when it stops, and tells its delegate.
/// On Linux the microphone hears silence; each test runs on a device of its own.
@MainActor
@Suite struct AVAudioRecorderTests {
    private let settings: [String: Any] = [
        AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000, AVNumberOfChannelsKey: 1,
        AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
    ]

    private func makeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID()).m4a")
    }

    @Test func withoutPermission_nothingIsRecorded() async throws {
        try await SimulatedCaptureDevices.withDevice {
            #expect(AVAudioApplication.shared.recordPermission == .undetermined)
            #expect(await !AVAudioApplication.requestRecordPermission(), "by default the person declines")
            let recorder = try AVAudioRecorder(url: makeURL(), settings: settings)
            #expect(!recorder.record() && !recorder.isRecording)
            #expect(AVAudioApplication.shared.recordPermission == .denied)
        }
    }

    @Test func aTimedRecording_writesSilenceOfItsLength_andTellsTheDelegate() async throws {
        try await SimulatedCaptureDevices.withDevice {
            SimulatedCaptureDevices.setAnswer(.authorized, for: .audio)
            #expect(await AVAudioApplication.requestRecordPermission())
            let url = makeURL()
            defer { try? FileManager.default.removeItem(at: url) }
            let recorder = try AVAudioRecorder(url: url, settings: settings)
            let listener = Listener()
            recorder.delegate = listener
            #expect(recorder.record(forDuration: 0.25))
            #expect(recorder.isRecording)
            #expect(await waitUntil { listener.finished == [true] })
            #expect(!recorder.isRecording)
            let player = try AVAudioPlayer(contentsOf: url)
            #expect(player.duration == 0.25 && player.numberOfChannels == 1)
            #expect(recorder.deleteRecording() && !FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func stopping_writesWhatWasRecorded() async throws {
        try await SimulatedCaptureDevices.withDevice {
            SimulatedCaptureDevices.setAnswer(.authorized, for: .audio)
            _ = await AVAudioApplication.requestRecordPermission()
            let url = makeURL()
            defer { try? FileManager.default.removeItem(at: url) }
            let recorder = try AVAudioRecorder(
                url: url, settings: [AVSampleRateKey: 8_000.0, AVNumberOfChannelsKey: 2])
            #expect(recorder.record())
            recorder.pause()
            let recorded = recorder.currentTime
            #expect(recorder.currentTime == recorded, "a paused recorder's time does not move")
            recorder.stop()
            let player = try AVAudioPlayer(contentsOf: url)
            #expect(abs(player.duration - recorded) < 0.001 && player.numberOfChannels == 2)
        }
    }

    @Test func settingsOutOfRange_areRefused() {
        #expect(throws: NSError.self) { try AVAudioRecorder(url: makeURL(), settings: [AVSampleRateKey: 10]) }
        #expect(throws: NSError.self) {
            try AVAudioRecorder(url: URL(string: "https://example.com/memo.m4a")!, settings: [:])
        }
    }

    final class Listener: NSObject, AVAudioRecorderDelegate, @unchecked Sendable {  // main queue only
        var finished: [Bool] = []

        func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {
            finished.append(flag)
        }
    }
}
