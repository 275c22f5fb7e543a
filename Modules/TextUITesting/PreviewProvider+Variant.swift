import TextUI

extension PreviewProvider {
    /// One of the views `previews` shows side by side, as a workbench mounts it: by the name
    /// `previewDisplayName` gave it, or by its number from 1 (tests a workbench exports from a
    /// preview provider build the preview so).
    ///
    /// ```swift
    /// import TextUI
    ///
    /// struct Badge: View {
    ///     let count: Int
    ///     var body: some View { Text("\(count) new") }
    /// }
    ///
    /// struct Badge_Previews: PreviewProvider {
    ///     static var previews: some View {
    ///         Badge(count: 0).previewDisplayName("None")
    ///         Badge(count: 3).previewDisplayName("Some")
    ///     }
    /// }
    ///
    /// @MainActor func check() {
    ///     let host = ViewHost(Badge_Previews.previewVariant("Some"))
    ///     print(host.render())  // 3 new
    /// }
    /// ```
    ///
    /// - Parameter name: The variant's display name, or its number (`"2"`) when it has none.
    /// - Returns: The variant's view; a text saying there is none when no variant has that name or number.
    @MainActor
    public static func previewVariant(_ name: String) -> AnyView {
        let variants = PreviewVariants.of(previews)
        let match =
            variants.first { $0.name == name }
            ?? Int(name).flatMap { variants.indices.contains($0 - 1) ? variants[$0 - 1] : nil }
        guard let match else {
            let names = variants.enumerated().map { $0.element.name ?? "\($0.offset + 1)" }
            return AnyView(Text("\(Self.self) has no preview \"\(name)\" (previews: \(names.joined(separator: ", ")))"))
        }
        return AnyView(erasing: match.view) ?? AnyView(EmptyView())
    }
}
