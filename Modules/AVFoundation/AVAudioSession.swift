import Foundation
import Locking

/// How the app means to use audio, told to the system: its category, mode and options, and
/// whether its session is active.
///
/// Linux has no audio system to tell: the session keeps what the app sets, so the app and its
/// tests read it back, and every call succeeds.
///
/// ```swift
/// let session = AVAudioSession.sharedInstance()
/// try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
/// try session.setActive(true)
/// ```
// Sendable because all its state is under a lock.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private struct State: Sendable {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var isActive = false
    }

    private static let shared = AVAudioSession()
    private let state = Locked(State())

    private override init() {
        super.init()
    }

    /// The app's one session.
    ///
    /// - Returns: The session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set (`.soloAmbient` until one is).
    open var category: Category { state.value.category }
    /// The mode set (`.default` until one is).
    open var mode: Mode { state.value.mode }
    /// The category's options.
    open var categoryOptions: CategoryOptions { state.value.options }
    /// Whether the session is active (this package's, not Apple's, which has no getter): what the
    /// last ``setActive(_:options:)`` set.
    public var isActive: Bool { state.value.isActive }
    /// Whether another app plays audio: false on Linux.
    open var isOtherAudioPlaying: Bool { false }
    /// Whether the app should silence its secondary audio: false on Linux.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The device's output volume, from 0 to 1.
    open var outputVolume: Float { 1 }
    /// The device's sample rate, in hertz.
    open var sampleRate: Double { 44_100 }

    /// Sets the category.
    ///
    /// - Parameter category: The category.
    /// - Throws: Nothing on Linux.
    open func setCategory(_ category: Category) throws {
        state.withLock { $0.category = category }
    }

    /// Sets the category with options.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - options: The options.
    /// - Throws: Nothing on Linux.
    open func setCategory(_ category: Category, options: CategoryOptions) throws {
        state.withLock {
            $0.category = category
            $0.options = options
        }
    }

    /// Sets the category, mode and options.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - mode: The mode.
    ///   - options: The options.
    /// - Throws: Nothing on Linux.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        state.withLock {
            $0.category = category
            $0.mode = mode
            $0.options = options
        }
    }

    /// Sets the category, mode, route-sharing policy and options.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - mode: The mode.
    ///   - policy: How the route is shared (not kept).
    ///   - options: The options.
    /// - Throws: Nothing on Linux.
    open func setCategory(
        _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
    ) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Sets the mode.
    ///
    /// - Parameter mode: The mode.
    /// - Throws: Nothing on Linux.
    open func setMode(_ mode: Mode) throws {
        state.withLock { $0.mode = mode }
    }

    /// Activates or deactivates the session.
    ///
    /// - Parameters:
    ///   - active: Whether the session is active.
    ///   - options: What other apps are told when it deactivates.
    /// - Throws: Nothing on Linux.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        state.withLock { $0.isActive = active }
    }

    /// Whether the app may record from the microphone: what the person answered
    /// (``SimulatedCaptureDevices`` for `.audio`), as ``AVAudioApplication`` tells it.
    open var recordPermission: RecordPermission {
        RecordPermission(rawValue: UInt(AVAudioApplication.shared.recordPermission.rawValue)) ?? .undetermined
    }

    /// Asks the person to let the app record from the microphone (only the first request asks).
    ///
    /// - Parameter response: Called with the answer, at once here.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        AVAudioApplication.requestRecordPermission(completionHandler: response)
    }

    /// Whether the app may record from the microphone.
    public enum RecordPermission: UInt, Sendable {
        /// The app has not asked.
        case undetermined = 1_970_168_948
        /// The person said no.
        case denied = 1_684_369_017
        /// The person said yes.
        case granted = 1_735_552_628
    }

    /// What the app means to do with audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// A category by name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Sound that mixes with other apps' and is silenced by the ring/silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sound silenced by the switch that silences other apps.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that matters, heard with the switch set to silent.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback, as calls do.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Audio to several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// How the category is specialized.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String

        /// A mode by name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The default mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Voice over IP.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Video calls.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Game chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measuring audio, with the least processing.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Playing movies.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Spoken audio, such as podcasts and audiobooks.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Short voice prompts, such as directions.
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the category behaves beside other apps and routes.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mixes with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lowers other apps' audio while this app plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Allows Bluetooth hands-free devices.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Plays through the speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Interrupts other apps' spoken audio and mixes with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Allows Bluetooth A2DP devices.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// Allows AirPlay devices.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keeps the session when the microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// What other apps are told when the session deactivates.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Tells other apps that they may resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How the audio route is shared.
    public enum RouteSharingPolicy: UInt, Sendable {
        /// The system's default.
        case `default` = 0
        /// Long-form audio, such as music and podcasts.
        case longFormAudio = 1
        /// Long-form video.
        case longFormVideo = 3
        /// Independent of other apps.
        case independent = 2
    }

    /// Posted when the session is interrupted (never on Linux).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (never on Linux).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}
