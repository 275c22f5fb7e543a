import FileReading

/// A file, a folder of files or a symbolic link held in memory, as document apps read and write
/// them (Foundation's `FileWrapper`, which Linux's Foundation lacks). A regular file's contents are
/// read whole, up to ``readLimit`` bytes a file; a folder holds its children by file name; a
/// symbolic link is kept as its destination, not followed.
open class FileWrapper: NSObject {
    /// How a file wrapper reads its file.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read at once (contents are always read at once here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not map the file into memory (it never is here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a file wrapper writes its file.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file and move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set the children's file names to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// The largest regular file a file wrapper reads (256 MiB): a larger one is refused with an error.
    public static let readLimit = 256 << 20
    /// The most files and folders one read takes in, in all (100,000).
    static let entryLimit = 100_000

    enum Kind {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    var kind: Kind

    /// The file name the wrapper would like to be written under.
    open var preferredFilename: String?
    /// The file name the wrapper was read from or last written under.
    open var filename: String?
    /// The file's attributes (none are read or written here).
    open var fileAttributes: [String: Any] = [:]

    init(kind: Kind) {
        self.kind = kind
    }

    /// A regular file with contents.
    ///
    /// - Parameter contents: The file's bytes.
    public convenience init(regularFileWithContents contents: Data) {
        self.init(kind: .regularFile(contents))
    }

    /// A folder of files.
    ///
    /// - Parameter childrenByPreferredName: The children, each under its file name.
    public convenience init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        self.init(kind: .directory(childrenByPreferredName))
        for (name, child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
        }
    }

    /// A symbolic link.
    ///
    /// - Parameter url: Where the link points.
    public convenience init(symbolicLinkWithDestinationURL url: URL) {
        self.init(kind: .symbolicLink(url))
    }

    /// The file, folder or link at a URL, read whole.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: Accepted; contents are always read at once.
    /// - Throws: `CocoaError(.fileReadNoSuchFile)`, `.fileReadTooLarge` (over ``readLimit``, or more
    ///   than 100,000 entries) or `.fileReadUnknown`, with the path and the reason.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
        var entries = 0
        self.init(kind: try FileWrapper.readKind(url, entries: &entries))
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
        if case .regularFile = kind { return true }
        return false
    }

    /// Whether the wrapper is a folder.
    open var isDirectory: Bool {
        if case .directory = kind { return true }
        return false
    }

    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = kind { return true }
        return false
    }

    /// A regular file's contents (nil for a folder or a link).
    open var regularFileContents: Data? {
        if case .regularFile(let data) = kind { return data }
        return nil
    }

    /// A folder's children by file name (nil for a file or a link).
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = kind { return children }
        return nil
    }

    /// A link's destination (nil for a file or a folder).
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = kind { return url }
        return nil
    }

    /// Adds a child to a folder, under its preferred file name (made unique with a number).
    ///
    /// - Parameter child: The child; it must have a preferred file name.
    /// - Returns: The name it is kept under ("" when this wrapper is not a folder).
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else { return "" }
        let wanted = child.preferredFilename ?? "Untitled"
        var name = wanted
        var number = 2
        while children[name] != nil {
            let base = (wanted as NSString).deletingPathExtension
            let suffix = (wanted as NSString).pathExtension
            name = suffix.isEmpty ? "\(number) \(base)" : "\(number) \(base).\(suffix)"
            number += 1
        }
        child.filename = name
        children[name] = child
        kind = .directory(children)
        return name
    }

    /// Adds a regular file to a folder.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - fileName: The name it would like.
    /// - Returns: The name it is kept under.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a child from a folder.
    ///
    /// - Parameter child: The child (the same object).
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = kind, let name = keyForChildFileWrapper(child) else { return }
        children[name] = nil
        kind = .directory(children)
    }

    /// The name a child is kept under in this folder.
    ///
    /// - Parameter child: The child (the same object).
    /// - Returns: Its name, or nil when it is not a child of this folder.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Reads the file, folder or link at a URL again, replacing what the wrapper holds.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: Accepted; contents are always read at once.
    /// - Throws: As ``init(url:options:)`` does; the wrapper is unchanged then.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        var entries = 0
        kind = try FileWrapper.readKind(url, entries: &entries)
    }

    /// Writes the wrapper to a URL: a file's contents, a folder and its children, or a link.
    ///
    /// - Parameters:
    ///   - url: Where to write.
    ///   - options: `.atomic` writes a regular file through a temporary file; `.withNameUpdating`
    ///     sets the file names to the names written.
    ///   - originalContentsURL: Where the wrapper was read from (not used: everything is written).
    /// - Throws: The file system's error when something cannot be written.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch kind {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .symbolicLink(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Whether the wrapper holds what is at a URL now (a regular file's bytes, a folder's names and
    /// children, a link's destination).
    ///
    /// - Parameter url: A file URL.
    /// - Returns: True when they match.
    open func matchesContents(of url: URL) -> Bool {
        var entries = 0
        guard let current = try? FileWrapper.readKind(url, entries: &entries) else { return false }
        return FileWrapper(kind: current).sameContents(as: self)
    }

    private func sameContents(as other: FileWrapper) -> Bool {
        switch (kind, other.kind) {
        case (.regularFile(let a), .regularFile(let b)): return a == b
        case (.symbolicLink(let a), .symbolicLink(let b)): return a.path == b.path
        case (.directory(let a), .directory(let b)):
            return a.count == b.count && a.allSatisfy { name, child in b[name].map(child.sameContents) ?? false }
        default: return false
        }
    }

    /// What is at a URL: a link (not followed), a folder read child by child, or a regular file
    /// read whole with the cap.
    private static func readKind(_ url: URL, entries: inout Int) throws -> Kind {
        entries += 1
        guard entries <= entryLimit else {
            throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: url.path])
        }
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            return .symbolicLink(URL(fileURLWithPath: destination))
        }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isFolder.boolValue {
            var children = [String: FileWrapper]()
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                let child = FileWrapper(kind: try readKind(url.appendingPathComponent(name), entries: &entries))
                child.filename = name
                child.preferredFilename = name
                children[name] = child
            }
            return .directory(children)
        }
        do {
            return .regularFile(try RegularFile.read(url.path, limit: readLimit).data)
        } catch .tooLarge {
            throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: url.path])
        } catch {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [NSFilePathErrorKey: url.path, NSLocalizedFailureReasonErrorKey: error.description])
        }
    }
}
