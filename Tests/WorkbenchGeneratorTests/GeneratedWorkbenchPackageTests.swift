import Foundation
import Testing
import WorkbenchGenerator

/// The generator turns a target's sources into a workbench package: one component per preview
/// provider and per file of `#Preview`s, the catalogs the target publishes, its sources linked in,
/// and files that did not change left alone.
@Suite struct GeneratedWorkbenchPackageTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The generated `main.swift` for a target `Shelf` of one file, `name`, holding `text`.
    private func mainSource(ofOneFile name: String, _ text: String) throws -> String {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let files = try write([name: text], in: sources)
        let inventory = PreviewInventory.scan(files: files, module: "Shelf")
        return WorkbenchMainSource.source(module: "Shelf", inventory: inventory, reload: nil)
    }

    private func write(_ files: [String: String], in directory: String) throws -> [String] {
        try files.map { name, text in
            let path = directory + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test func theInventory_findsProviders_previewsByFile_andCatalogs() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let files = try write(
            [
                "Row.swift":
                    "struct Row_Previews: PreviewProvider { static var previews: some View { Text(\"a\") } }\n",
                "List.swift": "#Preview(\"One\") { Text(\"1\") }\n\n#Preview { Text(\"2\") }\n",
                "Catalog.swift": "enum Shelf: ComponentCatalogProvider { }\n",
                "Broken.swift": "let text = \"unterminated\n",
            ], in: sources)
        let inventory = PreviewInventory.scan(files: files, module: "Shelf")
        #expect(inventory.providers == [PreviewInventory.Provider(typeName: "Row_Previews", file: "Row.swift")])
        #expect(inventory.previewFiles.map(\.file) == ["List.swift"])
        #expect(inventory.previewFiles.first?.sites.map(\.position.line) == [1, 3])
        #expect(inventory.catalogProviders == ["Shelf"])
        #expect(inventory.problems.count == 1)
        #expect(inventory.problems.first?.hasPrefix(sources + "/Broken.swift:") == true)
    }

    @Test func theMainSource_listsEachPreviewAndCatalog_andNamesClashesApart() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let files = try write(
            [
                "List.swift": "struct ListPreviews: PreviewProvider {}\n#Preview { Text(\"1\") }\n",
                "Shelf.swift": "extension Shelf: ComponentCatalogProvider {}\n",
            ], in: sources)
        let inventory = PreviewInventory.scan(files: files, module: "Shelf")
        let main = WorkbenchMainSource.source(module: "Shelf", inventory: inventory, reload: nil)
        #expect(main.contains("@testable import Shelf"))
        #expect(main.contains(#".previews(ListPreviews.self, file: "List.swift", name: "ListPreviews"),"#))
        #expect(
            main.contains(
                #".previews(\#n                [_textUIPreview(`List.swift:2:1`: ())], named: "ListPreviews_","#))
        #expect(
            main.contains(
                #"sources: [ComponentSource(imports: [], testableImports: ["Shelf"], declarations: ["// The #Preview at line 2 of List.swift, as written there.", "let preview = TextUI.Preview(fileID: \"Shelf/List.swift\", line: 2, column: 1) { Text(\"1\") }"], expression: "preview.makeView()")]),"#
            ), "each #Preview says how a test builds it, importing the target @testable")
        #expect(main.contains(#"catalogs: { _ in [previewCatalog(), Shelf.catalog.importingForTesting("Shelf")] }"#))
    }

    /// A file whose name ends in `Previews` is the component of its name (not `…PreviewsPreviews`),
    /// unless the file named without it has previews too, whose component has that name.
    @Test func aFileNamedPreviews_isTheComponentOfItsName_unlessAnotherFileIsNamedSo() throws {
        let sources = try folder()
        defer { try? FileManager.default.removeItem(atPath: sources) }
        let files = try write(
            [
                "DetailViewPreviews.swift": "#Preview(\"Detail\") { Text(\"1\") }\n",
                "Row.swift": "#Preview { Text(\"2\") }\n",
                "RowPreviews.swift": "#Preview { Text(\"3\") }\n",
            ], in: sources)
        let inventory = PreviewInventory.scan(files: files, module: "Shelf")

        let main = WorkbenchMainSource.source(module: "Shelf", inventory: inventory, reload: nil)

        #expect(main.contains(#"named: "DetailViewPreviews","#), "\(main)")
        #expect(!main.contains("DetailViewPreviewsPreviews"), "\(main)")
        #expect(main.contains(#"named: "RowPreviews","#), "\(main)")
        #expect(main.contains(#"named: "RowPreviewsPreviews","#), "\(main)")
    }

    /// A `#Preview` with `@Previewable` state is exported as `#Preview` makes it: its state in a view
    /// of the preview's own, which paths do not name, so the state paths of a session (`todos`)
    /// are the exported test's too; the code taken out is indented for where it goes.
    @Test func aPreviewWithPreviewableState_isExportedWithTheMacrosView_indentedAgain() throws {
        let main = try mainSource(
            ofOneFile: "Todos.swift",
            "#Preview {\n    @Previewable @State var todos = [\n        \"milk\",\n    ]\n    TodoList(todos: $todos)\n}\n"
        )
        #expect(
            main.contains(
                #"declarations: ["// The #Preview at line 1 of Todos.swift, as written there.", "struct __TextUIPreviewableContent: TextUI._PreviewableContent {", "    @State var todos = [", "        \"milk\",", "    ]", "    var body: some TextUI.View {", "        TodoList(todos: $todos)", "    }", "}", "let preview = TextUI.Preview(fileID: \"Shelf/Todos.swift\", line: 1, column: 1) { __TextUIPreviewableContent() }"]"#
            ), "\(main)")
    }

    /// A `#Preview` that uses a fake its file declares `private` cannot be written out in a test,
    /// which is another file: the test reaches the function `#Preview` declares (through
    /// `@testable import`), saying why.
    @Test func aPreviewUsingWhatItsFileKeepsPrivate_isExportedThroughTheFunctionPreviewDeclares() throws {
        let main = try mainSource(
            ofOneFile: "Quotes.swift",
            "private struct Fake: QuoteLoading {}\n#Preview(\"Failing\") {\n    QuotesView(loader: Fake())\n}\n")
        #expect(
            main.contains(
                #"declarations: ["// The #Preview at line 2 of Quotes.swift uses Fake, private to its file: the test reaches the preview as #Preview declares it, named by its place (if the preview moves, export the test again).", "let preview = _textUIPreview(`Quotes.swift:2:1`: ())"], expression: "preview.makeView()")"#
            ), "\(main)")
    }

    /// On Linux the workbench is linked with lld when the toolchain has it (each reload links it
    /// again, and gold takes half as long again); `swift` may be a link into the toolchain.
    @Test func theWorkbench_isLinkedWithLLD_whenTheToolchainOfSwiftHasIt() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/toolchain/usr/bin", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        _ = files.createFile(
            atPath: root + "/toolchain/usr/bin/swift", contents: Data(), attributes: [.posixPermissions: 0o755])
        try files.createSymbolicLink(
            atPath: root + "/bin/swift", withDestinationPath: root + "/toolchain/usr/bin/swift")
        let spec = WorkbenchPackageSpec(
            target: .init(name: "Shelf", directory: root, sourceFiles: [], dependencies: []), localTargets: [],
            packages: [], workbenchPackage: "moviesworkbench", languageMode: 6)
        let package = GeneratedWorkbenchPackage(directory: root + "/gen", spec: spec)
        func manifest() throws -> String {
            try package.write(swift: root + "/bin/swift")
            return try String(contentsOfFile: root + "/gen/Package.swift", encoding: .utf8)
        }
        #expect(try !manifest().contains("-use-ld"), "no lld: the default linker")
        _ = files.createFile(
            atPath: root + "/toolchain/usr/bin/ld.lld", contents: Data(), attributes: [.posixPermissions: 0o755])
        #if os(Linux)
            #expect(
                try manifest().contains(
                    #"path: "Sources/WorkbenchMain", swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-gline-tables-only"])], linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),"#
                ))
        #else
            #expect(try !manifest().contains("-use-ld"))
        #endif
    }

    @Test func aWatchingPackage_runsTheGeneratorBeforeEachBuild() throws {
        let output = try folder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let spec = WorkbenchPackageSpec(
            target: .init(name: "Shelf", directory: output, sourceFiles: [], dependencies: []), localTargets: [],
            packages: [], workbenchPackage: "moviesworkbench", languageMode: 6)
        let package = GeneratedWorkbenchPackage(
            directory: output + "/gen", spec: spec, generator: .init(tool: "/tools/workbench-generate", spec: "/s.json")
        )
        try package.write(swift: "/usr/bin/swift")
        let main = try String(contentsOfFile: output + "/gen/Sources/WorkbenchMain/main.swift", encoding: .utf8)
        #expect(
            main.contains(
                #"build: ["/usr/bin/env", "WORKBENCH_GENERATED_BUILD=1", "/usr/bin/swift", "build", "--package-path", "#
                    + #""\#(output)/gen", "--disable-index-store", "-debug-info-format", "none", "--product", "shelf-workbench"],"#
            ))
        #expect(
            main.contains(#"generate: ["/tools/workbench-generate", "/s.json", "\#(output)/gen", "/usr/bin/swift"]"#))
        #expect(main.contains(#"linkedFolders: ["\#(output)/gen/Sources/Shelf": "\#(output)"]"#))
        #expect(
            main.contains(
                #"buildPlan: "\#(output)/gen/.build/debug.yaml", buildStamp: "\#(output)/gen/.build/workbench-last-build""#
            ))
    }

    /// While watching, the generator finds previews in a file added to the target since the plugin
    /// listed its files, and drops a listed file that is gone; an unlisted file older than the
    /// list is one the package leaves out.
    @Test func watching_findsPreviewsInAFileAddedSinceTheList_andDropsOnesRemoved() throws {
        let sources = try folder()
        let output = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: sources)
            try? FileManager.default.removeItem(atPath: output)
        }
        let listed = try write(
            ["Row.swift": "#Preview { Text(\"1\") }\n", "Gone.swift": "#Preview { Text(\"2\") }\n"], in: sources)
        let spec = WorkbenchPackageSpec(
            target: .init(name: "Shelf", directory: sources, sourceFiles: listed, dependencies: []),
            localTargets: [], packages: [], workbenchPackage: "moviesworkbench", languageMode: 6)
        let specFile = output + "/spec.json"
        try "{}".write(toFile: specFile, atomically: true, encoding: .utf8)
        let package = GeneratedWorkbenchPackage(
            directory: output + "/gen", spec: spec, generator: .init(tool: "/tools/workbench-generate", spec: specFile))
        try FileManager.default.removeItem(atPath: sources + "/Gone.swift")
        _ = try write(["Added.swift": "#Preview(\"New\") { Text(\"3\") }\n"], in: sources)

        // The list was written a minute before the file was added.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: specFile)
        let inventory = try package.write(swift: "/usr/bin/swift")
        #expect(inventory.previewFiles.map(\.file).sorted() == ["Added.swift", "Row.swift"])
        #expect(inventory.problems.isEmpty)

        // Written after it: the file is one the package leaves out.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: specFile)
        #expect(try package.write(swift: "/usr/bin/swift").previewFiles.map(\.file) == ["Row.swift"])
    }

    /// SwiftPM plans a build again when the root manifest changes, not when a file comes or goes
    /// in a package depended on by path (its next build looked for a removed file, or left out a
    /// new one): the manifest says what those packages hold, so it changes with them.
    @Test func aFileAddedToOrRemovedFromAPackageDependedOnByPath_changesTheManifest() throws {
        let sources = try folder()
        let dependency = try folder()
        let output = try folder()
        defer {
            for path in [sources, dependency, output] { try? FileManager.default.removeItem(atPath: path) }
        }
        let files = try write(["Row.swift": "#Preview { Text(\"1\") }\n"], in: sources)
        _ = try write(["A.swift": "enum A {}\n"], in: dependency)
        let spec = WorkbenchPackageSpec(
            target: .init(name: "Shelf", directory: sources, sourceFiles: files, dependencies: []),
            localTargets: [], packages: [.init(identity: "dependency", path: dependency)],
            workbenchPackage: "dependency", languageMode: 6)
        let package = GeneratedWorkbenchPackage(directory: output, spec: spec)
        func manifest() throws -> String {
            try package.write(swift: "/usr/bin/swift")
            return try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        }
        let first = try manifest()
        #expect(first.contains("// The packages depended on by path hold 1 Swift files, FNV-1a "), "\(first)")

        try FileManager.default.createDirectory(atPath: dependency + "/Sub", withIntermediateDirectories: true)
        _ = try write(["Sub/B.swift": "enum B {}\n"], in: dependency)
        let added = try manifest()
        try FileManager.default.removeItem(atPath: dependency + "/Sub/B.swift")

        #expect(added != first)
        #expect(added.contains("hold 2 Swift files"))
        #expect(try manifest() == first, "the same files, the same manifest (SwiftPM does not plan again)")
    }

    @Test func thePackage_linksTheSources_andWritesOnlyWhatChanged() throws {
        let sources = try folder()
        let output = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: sources)
            try? FileManager.default.removeItem(atPath: output)
        }
        let files = try write(["Row.swift": "#Preview { Text(\"1\") }\n"], in: sources)
        let spec = WorkbenchPackageSpec(
            target: .init(
                name: "Shelf", directory: sources, sourceFiles: files,
                dependencies: [.product("SwiftUI", package: "moviesworkbench")]),
            localTargets: [],
            packages: [.init(identity: "moviesworkbench", path: "/somewhere/moviesworkbench")],
            workbenchPackage: "moviesworkbench", languageMode: 6)
        let package = GeneratedWorkbenchPackage(directory: output, spec: spec)
        try package.write(swift: "/usr/bin/swift")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/Sources/Shelf") == sources)
        let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(path: "/somewhere/moviesworkbench"),"#))
        #expect(manifest.contains(#".product(name: "SwiftUI", package: "moviesworkbench")"#))
        // Files that import only Foundation see what Apple's Foundation gives them, as on iOS.
        #expect(manifest.contains(#".product(name: "AppleFoundation", package: "moviesworkbench")"#))
        #expect(manifest.contains(#""-import-module", "-Xfrontend", "AppleFoundation""#))
        #expect(manifest.contains(#"products: [.executable(name: "shelf-workbench""#))
        // The build asks for no debug information; the package's own targets have line tables.
        #expect(
            manifest.contains(
                #""AppleFoundation"]), .unsafeFlags(["-gline-tables-only"]), .unsafeFlags(["-enable-testing"])]"#))
        #expect(
            manifest.contains(
                #""Sources/WorkbenchMain", swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-gline-tables-only"])]"#
            ))
        let main = try String(contentsOfFile: output + "/Sources/WorkbenchMain/main.swift", encoding: .utf8)
        #expect(
            main.contains(#".previews(\#n                [_textUIPreview(`Row.swift:1:1`: ())], named: "RowPreviews","#)
        )

        // A file written again is a new file (written atomically): its inode changes.
        let inode = { (path: String) in
            try FileManager.default.attributesOfItem(atPath: output + path)[.systemFileNumber] as? NSNumber
        }
        let before = try inode("/Package.swift")
        let mainBefore = try inode("/Sources/WorkbenchMain/main.swift")
        try package.write(swift: "/usr/bin/swift")
        #expect(try inode("/Package.swift") == before)
        #expect(try inode("/Sources/WorkbenchMain/main.swift") == mainBefore)
        try "#Preview { Text(\"1\") }\n\n#Preview { Text(\"2\") }\n".write(
            toFile: files[0], atomically: true, encoding: .utf8)
        try package.write(swift: "/usr/bin/swift")
        #expect(try inode("/Sources/WorkbenchMain/main.swift") != mainBefore)
        #expect(package.executablePath == output + "/.build/debug/shelf-workbench")
    }

    /// A target with an asset catalog: its folder is linked inside a folder of its own, beside the
    /// symbols the AssetSymbols plugin generates for the user's build; without one again, a link.
    @Test func aTargetWithAnAssetCatalog_getsTheGeneratedAssetSymbolsBesideItsSources() throws {
        let sources = try folder()
        let output = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: sources)
            try? FileManager.default.removeItem(atPath: output)
        }
        let files = try write(["Badge.swift": "#Preview { Image(.logo) }\n"], in: sources)
        try FileManager.default.createDirectory(
            atPath: sources + "/Assets.xcassets/Logo.imageset", withIntermediateDirectories: true)
        try "{}".write(
            toFile: sources + "/Assets.xcassets/Logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        let spec = WorkbenchPackageSpec(
            target: .init(
                name: "Shelf", directory: sources, sourceFiles: files,
                dependencies: [.product("SwiftUI", package: "moviesworkbench")]),
            localTargets: [],
            packages: [.init(identity: "moviesworkbench", path: "/somewhere/moviesworkbench")],
            workbenchPackage: "moviesworkbench", languageMode: 6)
        let package = GeneratedWorkbenchPackage(directory: output, spec: spec)
        try package.write(swift: "/usr/bin/swift")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/Sources/Shelf/Shelf") == sources)
        let symbols = try String(contentsOfFile: output + "/Sources/Shelf/GeneratedAssetSymbols.swift", encoding: .utf8)
        #expect(symbols.contains(#"static let logo = ImageResource(name: "Logo", bundle: .main)"#))
        let main = try String(contentsOfFile: output + "/Sources/WorkbenchMain/main.swift", encoding: .utf8)
        #expect(main.contains(output + "/Sources/Shelf/Shelf"))

        try FileManager.default.removeItem(atPath: sources + "/Assets.xcassets")
        try package.write(swift: "/usr/bin/swift")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/Sources/Shelf") == sources)
    }

    /// A target with a Core Data model: the classes the AssetSymbols plugin generates from it for
    /// the user's build are written beside its sources.
    @Test func aTargetWithACoreDataModel_getsItsGeneratedClassesBesideItsSources() throws {
        let sources = try folder()
        let output = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: sources)
            try? FileManager.default.removeItem(atPath: output)
        }
        let files = try write(["Shelf.swift": "#Preview { Text(Book.entity().name ?? \"\") }\n"], in: sources)
        let model = sources + "/Shelf.xcdatamodeld/Shelf.xcdatamodel"
        try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        try """
        <model><entity name="Book" representedClassName="Book" codeGenerationType="class">
        <attribute name="title" optional="YES" attributeType="String"/></entity></model>
        """.write(toFile: model + "/contents", atomically: true, encoding: .utf8)
        let spec = WorkbenchPackageSpec(
            target: .init(
                name: "Shelf", directory: sources, sourceFiles: files,
                dependencies: [.product("SwiftUI", package: "moviesworkbench")]),
            localTargets: [],
            packages: [.init(identity: "moviesworkbench", path: "/somewhere/moviesworkbench")],
            workbenchPackage: "moviesworkbench", languageMode: 6)
        try GeneratedWorkbenchPackage(directory: output, spec: spec).write(swift: "/usr/bin/swift")

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/Sources/Shelf/Shelf") == sources)
        let classes = try String(
            contentsOfFile: output + "/Sources/Shelf/GeneratedCoreDataModels.swift", encoding: .utf8)
        #expect(classes.contains("public class Book: NSManagedObject {"))
        #expect(classes.contains("public var title: String? {"))
        #expect(!FileManager.default.fileExists(atPath: output + "/Sources/Shelf/GeneratedAssetSymbols.swift"))
    }
}
