import Foundation
import Locking

/// What an app asks the person to prove.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, else the device passcode.
    case deviceOwnerAuthentication = 2
}

/// The kind of biometrics the device has.
public enum LABiometryType: Int, Sendable {
    /// None, or none enrolled.
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// Asks the person to authenticate with biometrics or the passcode.
///
/// Linux has neither: the device's answer comes from ``SimulatedAuthentication``. By default it
/// has no biometrics and no passcode, so `canEvaluatePolicy` is false (with
/// `LAError.biometryNotAvailable` or `.passcodeNotSet`), as on a device set up without them.
///
/// ```swift
/// import Foundation
///
/// func unlock() async -> Bool {
///     let context = LAContext()
///     var error: NSError?
///     guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
///         return false
///     }
///     return (try? await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes")) ?? false
/// }
/// ```
open class LAContext: NSObject {
    /// The title of the fallback button (nil: the default, "Enter Password").
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// Whether the context may be used interactively.
    open var interactionNotAllowed = false

    /// A context.
    public override init() {
        super.init()
    }

    /// The device's biometrics (known after `canEvaluatePolicy`, as on iOS; here always).
    open var biometryType: LABiometryType {
        SimulatedAuthentication.biometryType
    }

    /// Whether the policy can be evaluated on this device now.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - error: Set to an `LAError` when it cannot.
    /// - Returns: Whether it can.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        guard let problem = Self.problem(with: policy) else { return true }
        error?.pointee = NSError(domain: LAError.errorDomain, code: problem.rawValue)
        return false
    }

    /// Asks the person to authenticate, handing the answer to `reply` (at once: the simulated
    /// person answers without waiting).
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks, shown to the person.
    ///   - reply: Given whether it succeeded, or an `LAError`.
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        do {
            reply(try evaluate(policy), nil)
        } catch {
            reply(false, error)
        }
    }

    /// Asks the person to authenticate.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - localizedReason: Why the app asks, shown to the person.
    /// - Returns: True when the person authenticated.
    /// - Throws: An `LAError` when the person could not or did not.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        try evaluate(policy)
    }

    /// Invalidates the context: later evaluations fail.
    open func invalidate() {
        isInvalidated = true
    }

    private var isInvalidated = false

    private func evaluate(_ policy: LAPolicy) throws -> Bool {
        if isInvalidated { throw LAError(.invalidContext) }
        if let problem = Self.problem(with: policy) { throw LAError(problem) }
        guard SimulatedAuthentication.succeeds else { throw LAError(.authenticationFailed) }
        return true
    }

    private static func problem(with policy: LAPolicy) -> LAError.Code? {
        let hasBiometry = SimulatedAuthentication.biometryType != .none
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics:
            return hasBiometry ? nil : .biometryNotAvailable
        case .deviceOwnerAuthentication:
            return hasBiometry || SimulatedAuthentication.hasPasscode ? nil : .passcodeNotSet
        }
    }
}

/// An error of authentication: its code says what went wrong.
public struct LAError: Error, Hashable, Sendable {
    /// The error domain, as `NSError` reports it.
    public static let errorDomain = "com.apple.LocalAuthentication"

    /// What went wrong.
    public enum Code: Int, Sendable {
        /// The person failed to authenticate.
        case authenticationFailed = -1
        /// The person cancelled.
        case userCancel = -2
        /// The person chose the fallback (the password).
        case userFallback = -3
        /// The system cancelled.
        case systemCancel = -4
        /// The device has no passcode.
        case passcodeNotSet = -5
        /// The device has no biometrics, or they are not allowed.
        case biometryNotAvailable = -6
        /// No biometrics are enrolled.
        case biometryNotEnrolled = -7
        /// Too many failures: biometrics are locked.
        case biometryLockout = -8
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// Interaction was not allowed.
        case notInteractive = -1004
    }

    /// What went wrong.
    public let code: Code

    /// An error with a code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }

    /// The person failed to authenticate.
    public static var authenticationFailed: Code { .authenticationFailed }
    /// The person cancelled.
    public static var userCancel: Code { .userCancel }
    /// The device has no passcode.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// The device has no biometrics.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// No biometrics are enrolled.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
}

extension LAError.Code {
    /// Matches an error of this code: `catch LAError.userCancel`.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - error: An error.
    /// - Returns: True when the error is an `LAError` with this code.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
        (error as? LAError)?.code == code
    }
}

/// What the device answers on Linux, which has neither biometrics nor a passcode (this type is
/// this package's, not Apple's): by default none of either. A test sets what it needs, or gives
/// its work a device of its own with ``withDevice(isolation:_:)``.
///
/// ```swift
/// SimulatedAuthentication.biometryType = .faceID
/// SimulatedAuthentication.succeeds = false  // the face does not match
/// ```
public enum SimulatedAuthentication {
    private typealias Device = (biometryType: LABiometryType, hasPasscode: Bool, succeeds: Bool)
    private static let fresh: Device = (biometryType: .none, hasPasscode: false, succeeds: true)
    private static let device = ScopedLocked<Device>(fresh)

    /// The device's enrolled biometrics (`.none` unless set).
    public static var biometryType: LABiometryType {
        get { device.value.biometryType }
        set { device.withLock { $0.biometryType = newValue } }
    }

    /// Whether the device has a passcode (false unless set).
    public static var hasPasscode: Bool {
        get { device.value.hasPasscode }
        set { device.withLock { $0.hasPasscode = newValue } }
    }

    /// Whether the person authenticates when asked (true unless set).
    public static var succeeds: Bool {
        get { device.value.succeeds }
        set { device.withLock { $0.succeeds = newValue } }
    }

    /// Runs `body` on a device of its own, with neither biometrics nor a passcode until `body` sets
    /// them: what it and the tasks it starts read, apart from other tests'.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withDevice<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await device.withScope(fresh, isolation: isolation, body)
    }
}
