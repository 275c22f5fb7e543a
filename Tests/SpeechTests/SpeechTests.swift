import AVFoundation
import Foundation
import Speech
import Testing

/// Speech recognition as apps start it (Apple's *Scrumdinger*): authorization is the person's
/// answer, the recognizer is never available, a task ends at once with an error; the audio engine
/// feeding it runs without audio.
@Suite(.serialized) struct SpeechTests {
    @Test func authorization_isTheAnswer_onceAsked() async {
        SimulatedSpeechRecognition.reset()
        defer { SimulatedSpeechRecognition.reset() }
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        let declined = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(declined == .denied)
        SimulatedSpeechRecognition.answer = .authorized
        let granted = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(granted == .authorized)
        #expect(SFSpeechRecognizer.authorizationStatus() == .authorized)
    }

    @Test func aTask_endsAtOnceWithAnError_asTheRecognizerIsUnavailable() async throws {
        let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
        #expect(!recognizer.isAvailable)
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        let (result, error) = await withCheckedContinuation { continuation in
            _ = recognizer.recognitionTask(with: request) { continuation.resume(returning: ($0, $1)) }
        }
        #expect(result == nil)
        #expect((error as NSError?)?.code == 1101)
    }

    @Test func anAudioEngine_runsWithATapThatNoAudioReaches() throws {
        let engine = AVAudioEngine()
        let input = engine.inputNode
        let format = input.outputFormat(forBus: 0)
        #expect(format.sampleRate == 48_000)
        #expect(format.channelCount == 1)
        let request = SFSpeechAudioBufferRecognitionRequest()
        input.installTap(onBus: 0, bufferSize: 1024, format: format) { buffer, _ in request.append(buffer) }
        engine.prepare()
        try engine.start()
        #expect(engine.isRunning)
        #expect(input.hasTap(onBus: 0))
        engine.stop()
        input.removeTap(onBus: 0)
        #expect(!engine.isRunning)
        #expect(!input.hasTap(onBus: 0))
        #expect(request.appendedBuffers.isEmpty)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024))
        buffer.frameLength = 2048
        #expect(buffer.frameLength == 1024)
    }
}
