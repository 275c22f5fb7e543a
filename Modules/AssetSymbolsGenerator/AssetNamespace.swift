/// A catalog's assets as the generated symbols nest them: the assets outside any namespace, and a
/// namespace for each folder that provides one, each in name order.
struct AssetNamespace {
    /// Which of a namespace's assets a section of the file declares.
    enum Kind { case colors, images }

    /// The folder's name in the catalog (empty for the root).
    let name: String
    private(set) var colors: [(property: String, asset: AssetCatalog.Asset)] = []
    private(set) var images: [(property: String, asset: AssetCatalog.Asset)] = []
    private(set) var children: [AssetNamespace] = []

    private init(name: String) { self.name = name }

    /// The root namespace of `assets`; an asset whose symbol another of its namespace and kind
    /// already has is left out, with a line in `problems`.
    init(_ assets: [AssetCatalog.Asset], problems: inout [String]) {
        self.init(name: "")
        for asset in assets.sorted(by: { $0.catalogName < $1.catalogName }) {
            insert(asset, depth: 0, problems: &problems)
        }
    }

    private mutating func insert(_ asset: AssetCatalog.Asset, depth: Int, problems: inout [String]) {
        if depth < asset.namespaces.count {
            let folder = asset.namespaces[depth]
            let index: Int
            if let found = children.firstIndex(where: { $0.name == folder }) {
                index = found
            } else {
                children.append(AssetNamespace(name: folder))
                index = children.count - 1
            }
            children[index].insert(asset, depth: depth + 1, problems: &problems)
            return
        }
        let property = AssetSymbolName.property(asset.name)
        let isColor = if case .color = asset.kind { true } else { false }
        let existing = isColor ? colors : images
        if let other = existing.first(where: { $0.property == property }) {
            problems.append(
                "The \"\(asset.catalogName)\" \(isColor ? "color" : "image") asset name resolves to the same symbol "
                    + "\"\(property)\" as \"\(other.asset.catalogName)\"; it has no symbol. Try renaming the asset.")
            return
        }
        if isColor { colors.append((property, asset)) } else { images.append((property, asset)) }
    }

    /// Whether the namespace or one inside it has assets of a kind.
    func contains(_ kind: Kind) -> Bool {
        !entries(kind).isEmpty || children.contains { $0.contains(kind) }
    }

    private func entries(_ kind: Kind) -> [(property: String, asset: AssetCatalog.Asset)] {
        kind == .colors ? colors : images
    }

    /// Writes a declaration (`declaration(asset, property)`) for each asset of a kind, and an enum
    /// for each namespace that has some (unless `nesting` is false: then only this namespace's own);
    /// the root's assets named in `skipping` are left out.
    func write(
        _ kind: Kind, into out: inout SourceWriter, skipping: Set<String> = [], nesting: Bool = true,
        _ declaration: (AssetCatalog.Asset, String) -> String
    ) {
        var first = true
        for (property, asset) in entries(kind) where !skipping.contains(property) {
            if !first { out.line("") }
            first = false
            let noun = kind == .colors ? "color" : "image"
            out.line("/// The \(AssetSymbolsSource.literal(asset.catalogName)) asset catalog \(noun).")
            out.line(declaration(asset, property))
        }
        guard nesting else { return }
        for child in children where child.contains(kind) {
            if !first { out.line("") }
            first = false
            let path = AssetSymbolsSource.literal(child.name)
            out.line("/// The \(path) asset catalog resource namespace.")
            out.block("enum \(AssetSymbolName.namespace(child.name))") {
                child.write(kind, into: &$0, nesting: true, declaration)
            }
        }
    }

    /// The root's assets of a kind whose property is in `members` (left out of that extension).
    func conflicts(with members: Set<String>, kind: Kind) -> [(AssetCatalog.Asset, String)] {
        entries(kind).filter { members.contains($0.property) }.map { ($0.asset, $0.property) }
    }

    /// The expression path of an asset's symbol below the type: `Brand.Accent.primary`.
    static func path(of asset: AssetCatalog.Asset, _ property: String) -> String {
        (asset.namespaces.map(AssetSymbolName.namespace) + [property]).joined(separator: ".")
    }
}
