/// A value StoreKit signed, and whether its signature was verified. On Linux nothing is signed:
/// a simulated transaction is `.verified` unless ``SimulatedStore/unverifiedProductIDs`` names its
/// product (then `.unverified` with `.invalidSignature`).
public enum VerificationResult<SignedType> {
    /// The signature could not be verified.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signature was verified.
    case verified(SignedType)

    /// Why a signature could not be verified.
    public enum VerificationError: Error, Equatable, Hashable, Sendable {
        /// The certificate was revoked.
        case revokedCertificate
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The device verification does not match this device.
        case invalidDeviceVerification
        /// The encoding is not valid.
        case invalidEncoding
        /// The signature is not valid.
        case invalidSignature
        /// Required properties are missing.
        case missingRequiredProperties
    }

    /// The value, verified.
    ///
    /// - Throws: The ``VerificationError`` when it was not verified.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value): value
        case .unverified(let value, _): value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
