import AssetSymbolsGenerator
import Foundation
import Testing

/// Catalogs on disk: sets found by their folders, namespaces, malformed files skipped with a line.
@Suite struct AssetCatalogTests {
    /// A catalog written to a fresh temporary folder from relative paths and their contents.
    static func catalog(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("asset-symbols-\(UUID().uuidString)/Assets.xcassets").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let red =
        #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0x00", "red": "0xFF"}}, "idiom": "universal"}]}"#
    static let namespace = #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#

    @Test func setsAreFound_namespacesNameThem_otherFoldersOnlyGroup() throws {
        let root = try Self.catalog([
            "Contents.json": #"{"info": {"version": 1}}"#,
            "BrandPrimary.colorset/Contents.json": Self.red,
            "logo.imageset/Contents.json": #"{"images": []}"#,
            "AppIcon.appiconset/Contents.json": "{}",
            "Group/Inner.colorset/Contents.json": Self.red,
            "Brand/Contents.json": Self.namespace,
            "Brand/Accent.colorset/Contents.json": Self.red,
            "Brand/Icons/Contents.json": Self.namespace,
            "Brand/Icons/star.imageset/Contents.json": "{}",
        ])
        let catalog = AssetCatalog.read([root])
        #expect(catalog.problems.isEmpty)
        #expect(
            catalog.assets.map(\.catalogName).sorted() == [
                "Brand/Accent", "Brand/Icons/star", "BrandPrimary", "Inner", "logo",
            ])
        let accent = try #require(catalog.assets.first { $0.name == "Accent" })
        #expect(accent.namespaces == ["Brand"])
        #expect(
            accent.kind
                == .color(CatalogColor(light: .init(space: .sRGB, red: 1, green: 0, blue: 0, alpha: 1), dark: nil)))
    }

    @Test func aMalformedColourSet_isSkippedWithOneLine_theOthersAreRead() throws {
        let root = try Self.catalog([
            "Broken.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "x"#,
            "Fine.colorset/Contents.json": Self.red,
        ])
        let catalog = AssetCatalog.read([root])
        #expect(catalog.assets.map(\.name) == ["Fine"])
        #expect(catalog.problems.count == 1)
        #expect(
            catalog.problems.first?.contains("Broken.colorset/Contents.json: malformed Contents.json: not JSON") == true
        )
    }

    @Test func aColourSetWithoutContents_orTooLarge_isSkipped() throws {
        let root = try Self.catalog([
            "Empty.colorset/readme.txt": "",
            "Huge.colorset/Contents.json": String(repeating: " ", count: AssetCatalog.contentsLimit + 1),
        ])
        let catalog = AssetCatalog.read([root])
        #expect(catalog.assets.isEmpty)
        #expect(catalog.problems.count == 2)
        #expect(catalog.problems.contains { $0.contains("Huge.colorset") && $0.contains("limit") })
    }
}
