import Foundation

/// Where and how a container stores its models: a SQLite file (by default `default.store` in the
/// application support folder, `~/.local/share` on Linux), or memory only.
public struct ModelConfiguration: Hashable, Sendable {
    /// Accepted; on Linux there are no app group containers.
    public enum GroupContainer: Hashable, Sendable {
        /// The app's group container, if any.
        case automatic
        /// No group container.
        case none
        /// The group container with this identifier.
        case identifier(String)
    }

    /// Accepted; on Linux nothing is synchronized with CloudKit.
    public enum CloudKitDatabase: Hashable, Sendable {
        /// The app's default database, if any.
        case automatic
        /// No CloudKit database.
        case none
        /// The private database of this container identifier.
        case `private`(String)
    }

    /// The configuration's name (the file's name, without `.store`, by default).
    public let name: String
    /// The store's file (unused when the store is in memory).
    public let url: URL
    /// True for a store that lives in memory, as long as its container.
    public let isStoredInMemoryOnly: Bool
    /// False for a read-only store: `save()` throws.
    public let allowsSave: Bool
    /// The model types, when the configuration names them.
    public let schema: Schema?

    /// A store named `name` in the application support folder, or in memory.
    ///
    /// - Parameters:
    ///   - name: Its name; "default" when nil.
    ///   - schema: The model types it keeps.
    ///   - isStoredInMemoryOnly: True to keep it in memory only (previews and tests).
    ///   - allowsSave: False for a read-only store.
    ///   - groupContainer: Accepted, not used.
    ///   - cloudKitDatabase: Accepted, not used.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        let support =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        url = support.appendingPathComponent("\(name).store")
    }

    /// A store in the file at `url`.
    ///
    /// - Parameters:
    ///   - name: Its name; the file's name when nil.
    ///   - schema: The model types it keeps.
    ///   - url: The SQLite file (created if missing, with its folder).
    ///   - allowsSave: False for a read-only store.
    ///   - cloudKitDatabase: Accepted, not used.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }
}
