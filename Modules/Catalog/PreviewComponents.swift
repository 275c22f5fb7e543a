import TextUI

extension ComponentDescriptor {
    /// A component for a preview provider: named for its type without `_Previews`
    /// (`ShelfRow_Previews` → `ShelfRow`), mounting its first preview. When `previews` lists several
    /// views, each is a story, named by its `previewDisplayName` or else by its number (`1`, `2`, …).
    ///
    /// - Parameters:
    ///   - provider: The preview provider type.
    ///   - file: The file it is declared in, for the summary; nil to leave it out.
    ///   - name: The component's name; nil names it for the type without `_Previews` (a tool that
    ///     finds two providers of one name, nested in different types, passes names that differ).
    /// - Returns: A component with no bindings (the previews own their values) and no dependencies.
    @MainActor
    public static func previews<Provider: PreviewProvider>(
        _ provider: Provider.Type, file: String? = nil, name: String? = nil
    ) -> ComponentDescriptor {
        var name = name ?? String(describing: provider)
        if name.hasSuffix("_Previews"), name.count > "_Previews".count { name.removeLast("_Previews".count) }
        let variants = PreviewVariants.of(Provider.previews)
        let keys = variants.enumerated().map { index, variant in variant.name ?? "\(index + 1)" }
        let stories: [ComponentStory] =
            variants.count < 2
            ? []
            : variants.enumerated().map { index, variant in
                ComponentStory(
                    keys[index],
                    summary: variant.name.map { "the preview \"\($0)\"" } ?? "preview \(index + 1)",
                    source: variantSource(Provider.self, keys[index])
                ) { _ in
                    MadeOnce { previewView(Provider.self, index) }
                }
            }
        let summary = "previews of \(String(describing: provider))" + (file.map { " (\($0))" } ?? "")
        return ComponentDescriptor(
            name, summary: summary, source: keys.first.flatMap { variantSource(Provider.self, $0) }, stories: stories
        ) { _ in MadeOnce { previewView(Provider.self, 0) } }
    }

    /// How a test builds the variant of `Provider`'s previews named `key` (its name or number):
    /// `Module.Provider.previewVariant("key")` (TextUITesting's), importing the provider's module
    /// with `@testable`; nil when the type cannot be named (it is private to its file).
    private static func variantSource<Provider: PreviewProvider>(_ provider: Provider.Type, _ key: String)
        -> ComponentSource?
    {
        let typeName = String(reflecting: provider)
        guard !typeName.contains("("), let module = typeName.split(separator: ".").first.map(String.init) else {
            return nil
        }
        var literal = "\""
        for character in key {
            switch character {
            case "\\", "\"": literal += "\\" + String(character)
            case "\n": literal += "\\n"
            default: literal.append(character)
            }
        }
        return ComponentSource(
            imports: [], testableImports: [module], expression: "\(typeName).previewVariant(\(literal)\")")
    }

    /// A component for the `#Preview`s of one file: the first is mounted, and when there are
    /// several each is a story, named by the name given to `#Preview` or else by its number; a
    /// single named `#Preview` is a story of its name too.
    ///
    /// - Parameters:
    ///   - previews: The file's previews, in order (`#Preview` declares each; see ``/TextUI/Preview``).
    ///   - name: The component's name, usually the file's without `.swift`.
    ///   - sources: How Swift code builds each preview's view, in the same order (a tool that read the
    ///     file writes them, so tests can be exported); none by default.
    /// - Returns: A component with no bindings and no dependencies.
    public static func previews(_ previews: [Preview], named name: String, sources: [ComponentSource?] = [])
        -> ComponentDescriptor
    {
        let source = { (index: Int) in sources.indices.contains(index) ? sources[index] : nil }
        let stories: [ComponentStory] =
            previews.count < 2 && previews.first?.name == nil
            ? []
            : previews.enumerated().map { index, preview in
                ComponentStory(
                    preview.name ?? "\(index + 1)", summary: "#Preview at line \(preview.line)", source: source(index)
                ) { _ in
                    MadeOnce { AnyView(erasing: preview.makeView()) ?? AnyView(EmptyView()) }
                }
            }
        let file = previews.first.map { $0.fileID.split(separator: "/").last.map(String.init) ?? $0.fileID } ?? name
        let summary = previews.count == 1 ? "#Preview in \(file)" : "\(previews.count) #Previews in \(file)"
        return ComponentDescriptor(name, summary: summary, source: source(0), stories: stories) { _ in
            MadeOnce { previews.first.flatMap { AnyView(erasing: $0.makeView()) } ?? AnyView(EmptyView()) }
        }
    }

    @MainActor
    private static func previewView<Provider: PreviewProvider>(_ provider: Provider.Type, _ index: Int) -> AnyView {
        let variants = PreviewVariants.of(Provider.previews)
        guard variants.indices.contains(index) else { return AnyView(EmptyView()) }
        return AnyView(erasing: variants[index].view) ?? AnyView(EmptyView())
    }
}

/// A type that publishes a catalog of components, so that the `workbench` plugin finds it in a
/// target's sources and offers its components next to the target's previews.
public protocol ComponentCatalogProvider {
    /// The catalog.
    @MainActor static var catalog: ComponentCatalog { get }
}
