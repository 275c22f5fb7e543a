import Foundation
import TextUIMacroSupport

/// What a target's sources offer a workbench: its preview providers, its `#Preview`s by file, and
/// the types that publish component catalogs.
public struct PreviewInventory: Equatable, Sendable {
    /// A preview provider: its type as the module writes it, and the file it is in.
    public struct Provider: Equatable, Sendable {
        /// The type, e.g. `ShelfRow_Previews`.
        public let typeName: String
        /// The file's name, e.g. `ShelfRow.swift`.
        public let file: String

        /// A provider.
        ///
        /// - Parameters:
        ///   - typeName: The type, as the module writes it.
        ///   - file: The file's name.
        public init(typeName: String, file: String) {
            self.typeName = typeName
            self.file = file
        }
    }

    /// The `#Preview`s of one file, in order.
    public struct PreviewFile: Equatable, Sendable {
        /// The file's name, e.g. `ShelfList.swift`.
        public let file: String
        /// Each preview's place.
        public let sites: [PreviewSite]
        /// Each preview's code, in the same order (nil for one that cannot be read), so a test can
        /// build it; see ``WorkbenchMainSource``.
        package var code: [PreviewCode?] = []
        /// The modules the file imports.
        package var imports: [String] = []
    }

    /// The preview providers.
    public var providers: [Provider] = []
    /// The files with `#Preview`s.
    public var previewFiles: [PreviewFile] = []
    /// The types conforming to `ComponentCatalogProvider`.
    public var catalogProviders: [String] = []
    /// The model classes (`@Observable`, `ObservableObject`) and their properties, each once.
    public var models: [ModelScanner.Model] = []
    /// The structures the target declares at file scope, with their properties (see
    /// ``/TextUIMacroSupport/ModelScanner/structures(in:)``).
    public var structures: [ModelScanner.Model] = []
    /// Files that could not be read or scanned, each with why (they are left out, not fatal).
    public var problems: [String] = []

    /// An empty inventory.
    public init() {}

    /// Scans the sources of the module `module`.
    ///
    /// - Parameters:
    ///   - files: The Swift files' paths.
    ///   - module: The module's name (the `#fileID` prefix).
    /// - Returns: What the files declare; a file that cannot be read or scanned is listed in ``problems``.
    public static func scan(files: [String], module: String) -> PreviewInventory {
        var inventory = PreviewInventory()
        // A type is listed once, however many of its declarations and extensions state the
        // conformance (the compiler refuses a redundant one, but a file being edited may hold it).
        var listed = Set<String>()
        for path in files.sorted() {
            let name = (path as NSString).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path) else {
                inventory.problems.append("\(path): cannot be read")
                continue
            }
            // A byte order mark is not source, but the compiler counts its three bytes in the first
            // line's columns, and a `#Preview` is named by its column.
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            let hasMark = data.starts(with: byteOrderMark)
            let source = String(decoding: hasMark ? data.dropFirst(3) : data[...], as: UTF8.self)
            do {
                let found = try ConformanceScanner.conformances(
                    to: ["PreviewProvider", "ComponentCatalogProvider"], in: source)
                for conformance in found
                where listed.insert(conformance.protocolName + " " + conformance.typeName).inserted {
                    if conformance.protocolName == "PreviewProvider" {
                        inventory.providers.append(Provider(typeName: conformance.typeName, file: name))
                    } else {
                        inventory.catalogProviders.append(conformance.typeName)
                    }
                }
                for model in try ModelScanner.models(in: source)
                where listed.insert("model " + model.typeName).inserted {
                    inventory.models.append(model)
                }
                for structure in try ModelScanner.structures(in: source)
                where !structure.properties.isEmpty && listed.insert("structure " + structure.typeName).inserted {
                    inventory.structures.append(structure)
                }
                let sites = try PreviewScanner.previews(in: source, fileID: "\(module)/\(name)").map { site in
                    guard hasMark, site.position.line == 1 else { return site }
                    let column = site.position.column + byteOrderMark.count
                    return PreviewSite(fileID: site.fileID, position: SourcePosition(line: 1, column: column))
                }
                if !sites.isEmpty {
                    inventory.previewFiles.append(PreviewFile(file: name, sites: sites).withCode(from: source))
                }
            } catch {
                inventory.problems.append("\(path): \(error)")
            }
        }
        return inventory
    }

    /// True when there is nothing to mount.
    public var isEmpty: Bool { providers.isEmpty && previewFiles.isEmpty && catalogProviders.isEmpty }
}

extension PreviewInventory.PreviewFile {
    /// This file with the code of its previews and its imports, read from `source` (its text).
    func withCode(from source: String) -> PreviewInventory.PreviewFile {
        var file = self
        let code = PreviewCode.previews(in: source)
        file.code = code.count == sites.count ? code : Array(repeating: nil, count: sites.count)
        file.imports = PreviewCode.imports(in: source)
        return file
    }
}
