import Foundation
import LocalAuthentication
import Testing

/// `LAContext` as apps use it: check, then evaluate. Apple documents the errors of each step
/// (developer.apple.com/documentation/localauthentication/laerror-swift.struct/code): a device
/// without biometrics cannot evaluate the biometric policy (`biometryNotAvailable`), one without a
/// passcode not even the owner policy (`passcodeNotSet`). Each test runs on a device of its own.
@Suite struct LocalAuthenticationTests {
    @Test func aDeviceWithoutBiometricsOrPasscode_cannotEvaluateEitherPolicy() async {
        await SimulatedAuthentication.withDevice {
            let context = LAContext()
            var error: NSError?
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
            #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
            #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
            #expect(context.biometryType == .none)
            do {
                _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
                Issue.record("evaluated without a passcode")
            } catch LAError.passcodeNotSet {
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func faceID_succeedsOrFails_asThePersonDoes() async throws {
        try await SimulatedAuthentication.withDevice { () async throws in
            SimulatedAuthentication.biometryType = .faceID
            let context = LAContext()
            #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
            #expect(context.biometryType == .faceID)
            #expect(
                try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock"))

            SimulatedAuthentication.succeeds = false
            await #expect(throws: LAError(.authenticationFailed)) {
                try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            }
            context.invalidate()
            await #expect(throws: LAError(.invalidContext)) {
                try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            }
        }
    }

    @Test func aPasscodeAlone_evaluatesTheOwnerPolicy() async {
        await SimulatedAuthentication.withDevice {
            SimulatedAuthentication.hasPasscode = true
            let context = LAContext()
            let answer = Answer()
            context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
                answer.record(success, error)
            }
            #expect(answer.value?.success == true)
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
        }
    }

    /// The reply's arguments, recorded from its handler.
    final class Answer: @unchecked Sendable {
        // @unchecked: written once, by the handler, which runs before the test reads it.
        private(set) var value: (success: Bool, error: (any Error)?)?
        func record(_ success: Bool, _ error: (any Error)?) { value = (success, error) }
    }
}
