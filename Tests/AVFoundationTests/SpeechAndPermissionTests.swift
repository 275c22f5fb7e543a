import AVFoundation
import Foundation
import Testing

/// Speech, the audio session and the capture device's authorization, as Apple documents them
/// (developer.apple.com/documentation/avfaudio/avspeechsynthesizer, …/avaudiosession,
/// …/avfoundation/avcapturedevice/authorizationstatus(for:)): utterances are spoken in order and
/// the delegate hears each start and finish; the session keeps its category; the person is asked
/// once. Each test runs on a device of its own.
@MainActor
@Suite struct SpeechAndPermissionTests {
    @Test func utterances_areSpokenInOrder_andTheDelegateHearsEachWord() async {
        await SimulatedAudioOutput.withOutput {
            let synthesizer = AVSpeechSynthesizer()
            let listener = Listener()
            synthesizer.delegate = listener
            let first = AVSpeechUtterance(string: "Well done")
            first.voice = AVSpeechSynthesisVoice(language: "en-US")
            synthesizer.speak(first)
            synthesizer.speak(AVSpeechUtterance(string: "Next  question"))
            #expect(SimulatedAudioOutput.spokenText == ["Well done", "Next  question"])
            #expect(synthesizer.isSpeaking)
            #expect(await waitUntil { !synthesizer.isSpeaking })
            #expect(
                listener.events == [
                    "start Well done", "word 0 4", "word 5 4", "finish Well done",
                    "start Next  question", "word 0 4", "word 6 8", "finish Next  question",
                ])
        }
    }

    @Test func stopping_dropsWhatWaits_andTellsTheDelegate() async {
        let synthesizer = AVSpeechSynthesizer()
        let listener = Listener()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "one"))
        synthesizer.speak(AVSpeechUtterance(string: "two"))
        #expect(synthesizer.stopSpeaking(at: .immediate))
        #expect(!synthesizer.isSpeaking && !synthesizer.stopSpeaking(at: .word))
        #expect(await waitUntil { listener.events.contains("cancel one") })
        #expect(!listener.events.contains { $0.hasPrefix("finish") })
    }

    @Test func pausing_holdsSpeech_untilItContinues() async {
        let synthesizer = AVSpeechSynthesizer()
        let listener = Listener()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "hold"))
        #expect(synthesizer.pauseSpeaking(at: .word))
        #expect(synthesizer.isPaused && synthesizer.isSpeaking)
        #expect(await waitUntil { listener.events == ["pause hold"] })
        #expect(synthesizer.continueSpeaking())
        #expect(await waitUntil { !synthesizer.isSpeaking })
        #expect(listener.events == ["pause hold", "continue hold", "start hold", "word 0 4", "finish hold"])
    }

    @Test func linuxHasNoVoices() {
        #expect(AVSpeechSynthesisVoice.speechVoices().isEmpty)
        #expect(AVSpeechSynthesisVoice(language: "en-US") == nil)
        #expect(!AVSpeechSynthesisVoice.currentLanguageCode().isEmpty)
    }

    @Test func theAudioSession_keepsWhatTheAppSets() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.category == .playback && session.mode == .spokenAudio)
        #expect(session.categoryOptions == .duckOthers && session.isActive)
        try session.setCategory(.ambient)
        try session.setActive(false)
        #expect(session.category == .ambient && !session.isActive)
    }

    @Test func theCamera_isAskedForOnce_andTheAnswerStays() async {
        await SimulatedCaptureDevices.withDevice {
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
            SimulatedCaptureDevices.setAnswer(.authorized, for: .video)
            #expect(await AVCaptureDevice.requestAccess(for: .video))
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
            SimulatedCaptureDevices.setAnswer(.denied, for: .video)
            #expect(await AVCaptureDevice.requestAccess(for: .video), "only the first request asks")
            #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
            #expect(AVCaptureDevice.default(for: .video) == nil)
        }
    }

    @Test func byDefault_thePersonDeclines_andARestrictedDeviceIsNeverAsked() async {
        await SimulatedCaptureDevices.withDevice {
            let answered = Answer()
            AVCaptureDevice.requestAccess(for: .audio) { answered.value = $0 }
            #expect(answered.value == false)
            #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .denied)
            #expect(AVAudioSession.sharedInstance().recordPermission == .denied)
            SimulatedCaptureDevices.setAnswer(.restricted, for: .video)
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .restricted)
            #expect(await !AVCaptureDevice.requestAccess(for: .video))
        }
    }

    final class Answer: @unchecked Sendable {  // written during the call that reads it
        var value: Bool?
    }

    final class Listener: NSObject, AVSpeechSynthesizerDelegate, @unchecked Sendable {  // main queue only
        var events: [String] = []

        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
            events.append("start " + utterance.speechString)
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
            events.append("finish " + utterance.speechString)
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
            events.append("cancel " + utterance.speechString)
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {
            events.append("pause " + utterance.speechString)
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {
            events.append("continue " + utterance.speechString)
        }
        func speechSynthesizer(
            _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
            utterance: AVSpeechUtterance
        ) {
            events.append("word \(characterRange.location) \(characterRange.length)")
        }
    }
}
