import FileReading
import Foundation

/// The colours and images of asset catalogs (`*.xcassets` folders), read as Xcode reads them for
/// its generated symbols: each `*.colorset` is a colour and each `*.imageset` an image, named by
/// its folder without the extension; a folder whose `Contents.json` has
/// `"properties": {"provides-namespace": true}` puts its name and a slash before the names inside
/// (`Brand/Primary`); other folders only group. Other sets (app icons, data, symbols) have no
/// symbols here.
public struct AssetCatalog: Sendable {
    /// An asset: a colour or an image.
    public struct Asset: Equatable, Sendable {
        /// What kind of asset it is; a colour has the colour its set gives.
        public enum Kind: Equatable, Sendable {
            /// A colour set's colour.
            case color(CatalogColor)
            /// An image set.
            case image
        }

        /// The namespaces the asset is in, outermost first (folders that provide one).
        public var namespaces: [String]
        /// The asset's own name (its folder's, without the extension).
        public var name: String
        /// A colour (with its colour) or an image.
        public var kind: Kind

        /// The name the catalog knows it by: its namespaces and its name, joined by slashes.
        public var catalogName: String { (namespaces + [name]).joined(separator: "/") }

        /// An asset.
        ///
        /// - Parameters:
        ///   - namespaces: The namespaces it is in, outermost first.
        ///   - name: Its own name.
        ///   - kind: A colour or an image.
        public init(namespaces: [String], name: String, kind: Kind) {
            (self.namespaces, self.name, self.kind) = (namespaces, name, kind)
        }
    }

    /// The assets found, in the order found (folders in name order).
    public var assets: [Asset] = []
    /// One line for each set skipped or file not read: the path and what is wrong.
    public var problems: [String] = []

    /// The most bytes of a `Contents.json` read (Xcode's are a few hundred bytes).
    public static let contentsLimit = 1 << 20
    /// The most folders visited in a catalog (a catalog of thousands of assets has fewer).
    public static let folderLimit = 100_000

    /// No assets yet.
    public init() {}

    /// Reads the catalogs at `paths`, each folder once.
    ///
    /// - Parameter paths: The paths of `*.xcassets` folders.
    /// - Returns: Their assets and the problems met.
    public static func read(_ paths: [String]) -> AssetCatalog {
        var catalog = AssetCatalog()
        for path in paths { catalog.read(path) }
        return catalog
    }

    /// The `*.xcassets` folders under a folder, in path order (not looking into a catalog for
    /// another, nor into hidden folders), as the AssetSymbols plugin finds them.
    ///
    /// - Parameter folder: A target's folder.
    /// - Returns: The catalogs' paths.
    public static func catalogs(under folder: String) -> [String] {
        folders(withExtension: "xcassets", under: folder)
    }

    /// The folders with `pathExtension` under a folder, in path order (not looking into them, nor
    /// into hidden folders): asset catalogs, Core Data models (`xcdatamodeld`).
    ///
    /// - Parameters:
    ///   - pathExtension: The folders' extension.
    ///   - folder: A target's folder.
    /// - Returns: The folders' paths.
    public static func folders(withExtension pathExtension: String, under folder: String) -> [String] {
        let files = FileManager.default
        var found: [String] = []
        var pending = [folder]
        var visited = 0
        while let current = pending.popLast(), visited < folderLimit {
            visited += 1
            guard let names = try? files.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = current + "/" + name
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if split(name).1 == pathExtension { found.append(path) } else { pending.append(path) }
            }
        }
        return found.sorted()
    }

    private mutating func read(_ root: String) {
        let files = FileManager.default
        var pending: [(path: String, namespaces: [String])] = [(root, [])]
        var visited = 0
        while let (folder, namespaces) = pending.popLast() {
            visited += 1
            guard visited <= Self.folderLimit else {
                problems.append("\(root): more than \(Self.folderLimit) folders; the rest are skipped")
                return
            }
            guard let names = try? files.contentsOfDirectory(atPath: folder) else {
                problems.append("\(folder): not a readable folder")
                continue
            }
            var children: [(path: String, namespaces: [String])] = []
            for name in names.sorted() {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let (stem, suffix) = Self.split(name)
                switch suffix {
                case "colorset":
                    readColor(at: path, namespaces: namespaces, name: stem)
                case "imageset":
                    assets.append(Asset(namespaces: namespaces, name: stem, kind: .image))
                case nil:
                    let inner = providesNamespace(path) ? namespaces + [name] : namespaces
                    children.append((path, inner))
                default:
                    continue
                }
            }
            // Popped from the end: pushed in reverse so that folders are read in name order.
            pending.append(contentsOf: children.reversed())
        }
    }

    private mutating func readColor(at path: String, namespaces: [String], name: String) {
        let contents = path + "/Contents.json"
        do {
            let file = try RegularFile.read(contents, limit: Self.contentsLimit)
            let color = try CatalogColor.parse(file.data)
            assets.append(Asset(namespaces: namespaces, name: name, kind: .color(color)))
        } catch let failure as RegularFile.Failure {
            problems.append("\(contents): cannot be read (\(failure)); the colour set is skipped")
        } catch let malformed as CatalogColor.Malformed {
            problems.append("\(contents): malformed Contents.json: \(malformed); the colour set is skipped")
        } catch {
            problems.append("\(contents): \(error); the colour set is skipped")
        }
    }

    /// Whether a group folder's `Contents.json` says it provides a namespace (false when it has
    /// none or it cannot be read: Xcode's default).
    private mutating func providesNamespace(_ folder: String) -> Bool {
        let contents = folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: contents) else { return false }
        guard let file = try? RegularFile.read(contents, limit: Self.contentsLimit),
            let document = try? JSONSerialization.jsonObject(with: file.data) as? [String: Any]
        else {
            problems.append("\(contents): malformed Contents.json; the folder is read as providing no namespace")
            return false
        }
        return ((document["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
    }

    /// A folder name's stem and its extension (nil without one).
    static func split(_ name: String) -> (String, String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
