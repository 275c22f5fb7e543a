import Foundation

/// Whether an interpolated value of a log message is shown or redacted. Apple's rule, which this
/// follows: by default (`auto`) a string or another object is private, shown as `<private>`, and a
/// number or a Boolean is public. Log lines are written with the values redacted, as the system
/// log stores them.
public struct OSLogPrivacy: Equatable, Sendable {
    /// What a redacted value is replaced by.
    public enum Mask: Equatable, Sendable {
        /// A hash of the value, which tells equal values apart without showing them.
        case hash
        /// Nothing but `<private>`.
        case none
    }

    enum Kind: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    let kind: Kind
    let mask: Mask

    /// Private for strings and objects, public for numbers and Booleans.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, even where private values are shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// Private for strings and objects, public for numbers and Booleans, with `mask`.
    ///
    /// - Parameter mask: What a redacted value is replaced by.
    /// - Returns: The privacy.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

    /// Redacted, replaced as `mask` says.
    ///
    /// - Parameter mask: What the value is replaced by.
    /// - Returns: The privacy.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }

    /// Redacted even where private values are shown, replaced as `mask` says.
    ///
    /// - Parameter mask: What the value is replaced by.
    /// - Returns: The privacy.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// `text` as a log line shows it: itself when public, else redacted.
    ///
    /// - Parameters:
    ///   - text: The value's text.
    ///   - isPublicByDefault: True for numbers and Booleans (public under `auto`).
    func apply(to text: String, isPublicByDefault: Bool) -> String {
        switch kind {
        case .public: return text
        case .auto where isPublicByDefault: return text
        default: break
        }
        switch mask {
        case .none: return kind == .sensitive ? "<sensitive>" : "<private>"
        case .hash: return "<mask.hash: '\(Self.hash(of: text))'>"
        }
    }

    /// A stable hash of `text` (FNV-1a, base 64 of its 8 bytes): equal values mask alike across
    /// runs, which Swift's `Hasher` (seeded per process) would not.
    private static func hash(of text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        return Data(bytes).base64EncodedString()
    }
}
