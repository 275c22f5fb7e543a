import Foundation

/// What the `workbench` plugin knows about the target to explore, handed to the generator as
/// JSON: the target and the targets it depends on in its package (compiled again, from their own
/// sources, in the generated package), and the packages that provide the products they use.
public struct WorkbenchPackageSpec: Codable, Equatable, Sendable {
    /// The target whose previews and catalogs the workbench offers.
    public var target: TargetSpec
    /// The targets of its package it depends on, directly or not.
    public var localTargets: [TargetSpec]
    /// The packages that provide the products the targets use, the one with `Workbench` among them.
    public var packages: [PackageSpec]
    /// The identity of the package that provides `Workbench`, `Catalog` and `TextUI`.
    public var workbenchPackage: String
    /// The Swift language mode of the targets' sources when their package's description is not
    /// known: 5 or 6, from the tools version.
    public var languageMode: Int
    /// The file holding the package's description as `swift package dump-package` prints it, from
    /// which each target's language mode is taken (see ``LanguageModes``); nil when there is none.
    public var packageDump: String?
    /// The workbench package's modules as the user's own build compiled them, when the workbench
    /// can import and link them as they are (``ReusedBuild``); nil: the generated package builds them.
    public var reuse: ReusedBuild?

    /// A spec.
    ///
    /// - Parameters:
    ///   - target: The target to explore.
    ///   - localTargets: The targets of its package it depends on.
    ///   - packages: The packages providing the products they use.
    ///   - workbenchPackage: The identity of the package providing `Workbench`.
    ///   - languageMode: The Swift language mode of the sources (5 or 6).
    ///   - reuse: The user's build of the workbench package's modules to reuse, if any.
    public init(
        target: TargetSpec, localTargets: [TargetSpec], packages: [PackageSpec], workbenchPackage: String,
        languageMode: Int, reuse: ReusedBuild? = nil
    ) {
        self.target = target
        self.localTargets = localTargets
        self.packages = packages
        self.workbenchPackage = workbenchPackage
        self.languageMode = languageMode
        self.reuse = reuse
    }

    /// A Swift target: its name, the folder of its sources, the sources, and what it depends on.
    public struct TargetSpec: Codable, Equatable, Sendable {
        /// The module's name.
        public var name: String
        /// The folder holding its sources.
        public var directory: String
        /// Its Swift source files, as absolute paths.
        public var sourceFiles: [String]
        /// What it depends on.
        public var dependencies: [DependencySpec]

        /// The name code imports it by: the target's name with each character an identifier cannot
        /// hold as `_` (`my-lib` → `my_lib`), and `_` before a leading digit, as SwiftPM makes it.
        public var moduleName: String {
            var name = String(
                name.unicodeScalars.map { scalar -> Character in
                    let allowed = scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
                    return allowed ? Character(scalar) : "_"
                })
            if let first = name.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { name = "_" + name }
            return name
        }

        /// A target.
        ///
        /// - Parameters:
        ///   - name: The module's name.
        ///   - directory: The folder holding its sources.
        ///   - sourceFiles: Its Swift source files.
        ///   - dependencies: What it depends on.
        public init(name: String, directory: String, sourceFiles: [String], dependencies: [DependencySpec]) {
            self.name = name
            self.directory = directory
            self.sourceFiles = sourceFiles
            self.dependencies = dependencies
        }
    }

    /// What a target depends on: another target of its package, or a product of another package.
    public enum DependencySpec: Codable, Equatable, Sendable {
        /// A target of the same package, by name.
        case target(String)
        /// A product, by name, of the package with this identity.
        case product(String, package: String)
    }

    /// A package by its identity (the last part of its folder's path, as SwiftPM names a path dependency).
    public struct PackageSpec: Codable, Equatable, Sendable {
        /// The identity the generated manifest refers to it by.
        public var identity: String
        /// Its folder.
        public var path: String

        /// A package.
        ///
        /// - Parameters:
        ///   - identity: Its identity.
        ///   - path: Its folder.
        public init(identity: String, path: String) {
            self.identity = identity
            self.path = path
        }
    }
}
