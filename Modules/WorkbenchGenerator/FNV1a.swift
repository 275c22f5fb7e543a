/// The FNV-1a hash of a text, 64 bits, in hexadecimal: a short fingerprint, not a secure one.
enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
