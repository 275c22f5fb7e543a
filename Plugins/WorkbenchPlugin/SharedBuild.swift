import Foundation

/// The shared prebuilt copy of the workbench package's modules and of the generator: one folder per
/// toolchain and checkout of the workbench package, outside every user's package
/// (`$XDG_CACHE_HOME/movies-workbench/`, else `~/.cache/movies-workbench/`), built by the first
/// plugin run that needs it and reused by every later run of any package (issue 33 item 2).
///
/// - **The modules** are built as the plugin otherwise builds them for one generated package (the
///   package of one empty target that depends on the products the workbench uses; the same
///   environment variable and flags), in `runtime/`, and reused as a user's own build is
///   (``UserBuildReuse``: fresh only when every object is newer than its source and every module
///   newer than those it imports). The products it holds only grow: a run that needs one more adds
///   it to the ones already there, and SwiftPM builds only that.
/// - **The generator** is built in `generator/`, so that a new package's first run does not build it.
///
/// Every reused module comes from this one build folder, never mixed with a user's build: one
/// toolchain, one checkout's sources, one set of flags. The folder's name holds a hash of the
/// toolchain's Swift version and of the checkout's real path, so that two toolchains or two
/// checkouts never share one (``ToolchainVersion``). Runs in parallel take a lock on `lock` in it (``SharedBuildLock``):
/// shared while they read the copy, exclusive while one builds it (SwiftPM also locks each build
/// folder). `WORKBENCH_SHARED_BUILD=0` turns the copy off; a folder that cannot be written, or
/// that another user owns or may write to (the copy holds programs the plugin runs), turns it off
/// too, the plugin saying why, and the plugin then builds everything for the package, as before
/// the copy. Folders it creates are private (0700).
struct SharedBuild {
    /// The folder of this toolchain's and checkout's copy.
    let folder: URL

    /// The environment variable that turns the copy off when it is `0`, `off`, `no` or `false`.
    static let switchVariable = "WORKBENCH_SHARED_BUILD"

    /// The folder, under the cache folder, that holds one copy per toolchain and checkout.
    static let cacheName = "movies-workbench"

    /// The copy for `workbenchPackage` built by the compiler `toolchain`, its folder created;
    /// throws ``Unavailable`` saying why there is none (turned off, no cache folder, one that
    /// cannot be written or that is not private).
    init(workbenchPackage: URL, toolchain: ToolchainVersion, environment: [String: String]) throws(Unavailable) {
        if let value = environment[Self.switchVariable], ["0", "off", "no", "false"].contains(value.lowercased()) {
            throw Unavailable("\(Self.switchVariable)=\(value)")
        }
        let cache: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cache = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            throw Unavailable("neither XDG_CACHE_HOME nor HOME names a folder")
        }
        let checkout = workbenchPackage.resolvingSymlinksInPath().standardizedFileURL.path
        let name = workbenchPackage.lastPathComponent + "-" + Self.hash("1\n\(toolchain)\n\(checkout)\n")
        folder = cache.appendingPathComponent(Self.cacheName).appendingPathComponent(name)
        // The copy holds programs the plugin runs (the generator, the macros' plugins): a folder
        // another user owns or may write to is not used, nor written into.
        for path in [folder.deletingLastPathComponent(), folder] {
            do {
                try FileManager.default.createDirectory(
                    at: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw Unavailable("cannot create \(path.path): \((error as NSError).localizedDescription)")
            }
            var status = stat()
            guard stat(path.path, &status) == 0 else { throw Unavailable("cannot read \(path.path)") }
            guard status.st_uid == getuid() else { throw Unavailable("\(path.path) belongs to another user") }
            guard status.st_mode & 0o022 == 0 else { throw Unavailable("\(path.path) is writable by other users") }
        }
        guard access(folder.path, W_OK) == 0 else { throw Unavailable("cannot write in \(folder.path)") }
    }

    /// The package of one empty target that depends on the products the workbench uses.
    var runtimePackage: URL { folder.appendingPathComponent("runtime") }

    /// Where that package is built.
    var runtimeScratch: URL { runtimePackage.appendingPathComponent(".build") }

    /// Its debug build folder, as ``UserBuildReuse`` reads it.
    var runtimeBuild: URL { runtimeScratch.appendingPathComponent("debug").resolvingSymlinksInPath() }

    /// Where the generator is built.
    var generatorScratch: URL { folder.appendingPathComponent("generator") }

    /// The file the runs lock.
    var lockFile: URL { folder.appendingPathComponent("lock") }

    /// The file that lists the products the copy holds, one a line.
    private var productsFile: URL { folder.appendingPathComponent("products") }

    /// The file whose time says when SwiftPM last built the copy through to its end: removed when a
    /// build starts, written when one succeeds. A module written before that time was consistent
    /// with every module then (SwiftPM's incremental build may leave a module that did not need
    /// compiling again older than a module it imports).
    private var completedFile: URL { folder.appendingPathComponent("completed") }

    /// Says a build of the copy is starting (it is not complete until ``buildCompleted()``).
    func buildStarting() {
        try? FileManager.default.removeItem(at: completedFile)
    }

    /// Says a build of the copy succeeded, now.
    func buildCompleted() {
        _ = FileManager.default.createFile(atPath: completedFile.path, contents: Data("\(Date())\n".utf8))
    }

    /// When the last build of the copy succeeded; nil when none did since one started.
    var completedAt: Double? { UserBuildReuse.modified(completedFile.path) }

    /// Whether no run has built the copy yet.
    var isNew: Bool { !FileManager.default.fileExists(atPath: productsFile.path) }

    /// The products the copy holds now together with `products`, sorted, recorded as the copy's;
    /// called with the lock held exclusively, before the copy is built.
    func products(adding products: [String]) throws -> [String] {
        let recorded = (try? String(contentsOf: productsFile, encoding: .utf8)) ?? ""
        let all = Set(recorded.split(separator: "\n").map(String.init) + products).sorted()
        try (all.joined(separator: "\n") + "\n").write(to: productsFile, atomically: true, encoding: .utf8)
        return all
    }

    /// A 64-bit FNV-1a hash of `text`, in hexadecimal.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Why there is no shared copy, said to the user.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
