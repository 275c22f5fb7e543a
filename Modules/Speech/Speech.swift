// `import Speech` on Linux, which has no speech recognizer: authorization is the person's answer
// (`SimulatedSpeechRecognition`, by default no), recognizers are never available, and a
// recognition task ends at once with an error, as on a device whose recognizer is unavailable.
// On Apple platforms this module is not built: the `Speech` product is the system's own.
@_exported import AVFoundation
@_exported import Foundation
