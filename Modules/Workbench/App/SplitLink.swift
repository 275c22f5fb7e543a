import FileReading
import Foundation

/// The workbench's link in two parts, for ``PlannedBuild``: what a save cannot change (the
/// workbench's runtime, TextUI and every other package's modules: hundreds of objects) goes
/// into one shared library, linked once and again only when one of its objects is newer; each
/// reload then links only the package's own objects (its targets and the generated main) against
/// it. Linking the whole executable takes most of a second; the own part, a fraction.
///
/// The library and its lists live in a folder of their own beside the executable
/// (`workbench-split/`); the executable finds the library by its run path.
struct SplitLink: Sendable, Equatable {
    /// The library's link, when it is missing or older than what it holds; nil when it is up to date.
    var library: [String]?
    /// The executable's link, against the library.
    var executable: [String]

    /// The library's name, as `-l` names it.
    static let libraryName = "workbench-dependencies"

    /// The two links that stand for the plan's `link`, or nil when its command line is not one
    /// this knows (SwiftPM's: `swiftc … -o EXE -module-name M -emit-executable … @LIST …`); then
    /// the plan's link runs as it is. Objects named in a list of the manifest's flags (a generated
    /// workbench's objects reused from the user's build: the generator's `ReusedBuild`) are
    /// split off like SwiftPM's.
    ///
    /// - Parameters:
    ///   - link: The plan's command that links the executable.
    ///   - needed: Every command the executable needs (to tell which objects a save can change).
    ///   - package: The package's folder: objects made from sources under it (outside its
    ///     `.build`) are its own; the rest go in the library.
    static func make(link: BuildPlan.Command, needed: [BuildPlan.Command], package: String) -> SplitLink? {
        let arguments = link.arguments
        let lists = arguments.indices.filter { arguments[$0].hasPrefix("@") }
        guard let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count,
            arguments.contains("-emit-executable"), let list = lists.first
        else { return nil }
        var objects: [String] = []
        for index in lists {
            guard let listed = try? String(contentsOfFile: String(arguments[index].dropFirst()), encoding: .utf8)
            else { return nil }
            objects += listed.split(separator: "\n").map(String.init)
        }
        let own = ownOutputs(needed, package: package)
        let (mine, theirs) = (objects.filter(own.contains), objects.filter { !own.contains($0) })
        guard !mine.isEmpty, !theirs.isEmpty else { return nil }

        let executable = arguments[output + 1]
        let folder = (executable as NSString).deletingLastPathComponent + "/workbench-split"
        let library = folder + "/lib\(libraryName).so"
        var libraryArguments = [arguments[0], "-emit-library", "-o", library, "-module-name", "workbench_dependencies"]
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-o" || argument == "-module-name" {
                index += 2
            } else if argument == "-Xlinker", arguments.dropFirst(index + 1).first == "--defsym" {
                index += 4  // `-Xlinker --defsym -Xlinker main=…`: the executable's entry point.
            } else {
                if argument != "-emit-executable" && !lists.contains(index) { libraryArguments.append(argument) }
                index += 1
            }
        }
        libraryArguments.append("@" + folder + "/dependencies.list")
        var executableArguments = arguments
        executableArguments[list] = "@" + folder + "/own.list"
        for index in lists.dropFirst().reversed() { executableArguments.remove(at: index) }
        executableArguments += ["-L", folder, "-l" + libraryName, "-Xlinker", "-rpath", "-Xlinker", folder]

        // The lists, and what the library was last linked from: linked again when that differs or
        // an object is newer than it.
        let recipe = (libraryArguments + theirs).joined(separator: "\n")
        let recipePath = folder + "/dependencies.recipe"
        let newest = theirs.compactMap(FileTimes.modified).max() ?? .infinity
        let upToDate =
            (try? String(contentsOfFile: recipePath, encoding: .utf8)) == recipe
            && (FileTimes.modified(library) ?? 0) >= newest
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try (mine.joined(separator: "\n") + "\n").write(
                toFile: folder + "/own.list", atomically: true, encoding: .utf8)
            if !upToDate {
                try (theirs.joined(separator: "\n") + "\n").write(
                    toFile: folder + "/dependencies.list", atomically: true, encoding: .utf8)
                // Removed first: a link that fails leaves no library, and the next build links one again.
                unlink(library)
                try recipe.write(toFile: recipePath, atomically: true, encoding: .utf8)
            }
        } catch {
            return nil
        }
        return SplitLink(library: upToDate ? nil : libraryArguments, executable: executableArguments)
    }

    /// What the commands make from sources under `package` (outside its `.build`), directly or not.
    private static func ownOutputs(_ needed: [BuildPlan.Command], package: String) -> Set<String> {
        let made = Set(needed.flatMap(\.outputs))
        let folder = package.hasSuffix("/") ? package : package + "/"
        var own: Set<String> = []
        for command in needed {
            let reads = command.inputs.contains { input in
                own.contains(input)
                    || (!made.contains(input) && input.hasPrefix(folder) && !input.hasPrefix(folder + ".build/"))
            }
            if reads { own.formUnion(command.outputs) }
        }
        return own
    }
}
