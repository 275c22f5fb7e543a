import FileReading
import Foundation

/// What a persistent store holds: every saved object by key, and the next key to give.
struct StoreContents: Codable, Sendable, Equatable {
    /// The format's version.
    var version = 1
    /// The key the next new object gets.
    var nextKey: Int64 = 1
    /// The objects by key.
    var objects: [Int64: StoredObject] = [:]
}

/// A store's file: read whole when the store is loaded, written whole and atomically on each
/// save (a new file renamed over the old one), so a save either lands whole or leaves the last
/// one in place, and a crash mid-save loses nothing committed.
struct PersistentStoreFile: Sendable {
    /// The file.
    let url: URL
    /// The largest file read (a store is read whole into memory).
    static let sizeLimit = 512 << 20

    /// The contents, or an empty store when there is no file yet.
    func read() throws -> StoreContents {
        guard FileManager.default.fileExists(atPath: url.path) else { return StoreContents() }
        let file: RegularFile
        do {
            file = try RegularFile.read(url.path, limit: Self.sizeLimit)
        } catch {
            throw CoreDataError.store(256, "cannot read the store at \(url.path): \(error)")
        }
        if file.data.isEmpty { return StoreContents() }
        do {
            return try PropertyListDecoder().decode(StoreContents.self, from: file.data)
        } catch {
            throw CoreDataError.store(259, "the store at \(url.path) is not a Core Data store of this runtime")
        }
    }

    /// Writes `contents` in place of the file's, atomically.
    func write(_ contents: StoreContents) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        do {
            let data = try encoder.encode(contents)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw CoreDataError.store(134_030, "cannot write the store at \(url.path): \(error)")
        }
    }
}
