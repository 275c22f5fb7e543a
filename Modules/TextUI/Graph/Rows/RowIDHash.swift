import Foundation

/// The hash values ``RowIDCounter`` tells row ids apart by, before it compares ids themselves.
///
/// Its one rule: ids that are equal have equal hash values (two different ids may share one: the
/// counter then compares the ids). `hashValue` keeps it for every `Hashable`, but costs about 200
/// instructions for a short string (SipHash, through `Hasher`), more than the rest of making a
/// `Text` row. The id types lists use most — integers, ASCII strings and `UUID`s — are hashed
/// here from their bits instead, a few instructions a word.
///
/// A string that is not all ASCII has no such hash: `String`'s `==` is canonical equivalence, so
/// `"\u{212A}"` (KELVIN SIGN) equals `"K"` while its bytes differ. When one shows up, the counter
/// hashes every id with `hashValue` from then on (see ``RowIDCounter``); the two kinds are never
/// mixed in one table.
enum RowIDHash {
    /// How the ids of one counter are hashed (learned once from the id type).
    enum Scheme {
        /// An integer's bits, mixed.
        case integerBits
        /// A `UUID`'s 16 bytes, mixed.
        case uuidBytes
        /// An ASCII string's bytes; a string that is not all ASCII has no such hash.
        case asciiBytes
        /// `hashValue`.
        case standard
    }

    /// The scheme to start with for ids of type `ID`.
    static func scheme<ID: Hashable>(for _: ID.Type) -> Scheme {
        if ID.self == Int.self { return .integerBits }
        if ID.self == UUID.self { return .uuidBytes }
        if ID.self == String.self { return .asciiBytes }
        return .standard
    }

    /// Appends the hash value of each of `ids` by `scheme` (learned from `ID` by
    /// ``scheme(for:)``, or `.standard`) to `hashes`; false (having appended nothing more than it
    /// could) when an id has no hash by its bytes: a string that is not all ASCII.
    static func append<ID: Hashable>(_ ids: ArraySlice<ID>, scheme: Scheme, to hashes: inout [Int]) -> Bool {
        switch scheme {
        case .standard:
            for id in ids { hashes.append(id.hashValue) }
        case .integerBits:
            for id in unsafeBitCast(ids, to: ArraySlice<Int>.self) {
                hashes.append(mixed(UInt64(bitPattern: Int64(id))))
            }
        case .uuidBytes:
            for id in unsafeBitCast(ids, to: ArraySlice<UUID>.self) { hashes.append(hash(id)) }
        case .asciiBytes:
            for id in unsafeBitCast(ids, to: ArraySlice<String>.self) {
                guard let hash = asciiHash(id) else { return false }
                hashes.append(hash)
            }
        }
        return true
    }

    /// A `UUID`'s 16 bytes, mixed.
    private static func hash(_ id: UUID) -> Int {
        let (high, low) = withUnsafeBytes(of: id.uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        return mixed(high ^ (low &* 0x9E37_79B9_7F4A_7C15))
    }

    /// The hash of an ASCII string's bytes, 8 at a time; nil when a byte is not ASCII, or the
    /// string has no contiguous UTF-8 (a bridged string).
    private static func asciiHash(_ text: String) -> Int? {
        let hash: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress else { return mixed(0) }
            var state: UInt64 = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
            var highBits: UInt64 = 0
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                highBits |= word
                state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
                state ^= state >> 29
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            highBits |= tail
            guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
            return mixed(state ^ tail)
        }
        return hash ?? nil
    }

    /// `value`'s bits spread over the whole word (the finalizer of MurmurHash3), so that the
    /// table's low bits, which pick a slot, depend on all of them.
    private static func mixed(_ value: UInt64) -> Int {
        var bits = value
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits >> 33
        return Int(bitPattern: UInt(bits))
    }
}
