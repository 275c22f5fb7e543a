/// How a workbench rebuilds and restarts itself when its sources change (`watch`): the command
/// that generates its sources again (if any), the command that builds it, the executable that command makes, and the folders whose Swift files to watch.
/// The `workbench` plugin's generated workbenches set it; see ``WorkbenchApp/reload``.
public struct WorkbenchReload: Sendable, Equatable {
    /// The command run before each build (the generator, which finds the previews again), or nil.
    public var generate: [String]?
    /// The build command: the program's path, then its arguments.
    public var build: [String]
    /// The executable the build makes, started again with the session brought back.
    public var executable: String
    /// The folders whose `.swift` files are watched (with their subfolders).
    public var watching: [String]
    /// Folders the build sees under other paths (a generated package's `Sources/NAME` links), each
    /// with the folder it stands for: build errors are shown with the real paths.
    public var linkedFolders: [String: String]
    /// SwiftPM's plan of the build (`.build/debug.yaml`): when set with ``buildStamp``, a change
    /// that keeps the package's shape is built by running the plan's commands it needs, without
    /// SwiftPM (`PlannedBuild`; the Workbench article *The reload loop* says why).
    public var buildPlan: String?
    /// The file that says when the last successful build began and ended (`BuildStamp`).
    public var buildStamp: String?
    /// How often the files are looked at where inotify is not available.
    public var pollInterval = Duration.milliseconds(250)

    /// A way to reload.
    ///
    /// - Parameters:
    ///   - build: The build command, program first (e.g. `["/usr/bin/swift", "build", "--product", "shelf-workbench"]`).
    ///   - executable: The executable it makes.
    ///   - watching: The folders to watch.
    ///   - linkedFolders: Paths the build sees for some folders, each with the real folder.
    ///   - generate: The command run before each build, or nil.
    ///   - buildPlan: SwiftPM's plan of the build, or nil to build with SwiftPM each time.
    ///   - buildStamp: The file that says when the last successful build began and ended.
    public init(
        build: [String], executable: String, watching: [String], linkedFolders: [String: String] = [:],
        generate: [String]? = nil, buildPlan: String? = nil, buildStamp: String? = nil
    ) {
        self.generate = generate
        self.buildPlan = buildPlan
        self.buildStamp = buildStamp
        self.build = build
        self.executable = executable
        self.watching = watching
        self.linkedFolders = linkedFolders
    }
}
