import TextUI

/// Declares a preview of the view that `body` makes, named `name`: a `Preview` that a host mounts
/// and tools list (see `TextUI.Preview`). Use it at file scope, outside `main.swift`.
///
/// ```swift
/// import TextUI
///
/// struct TitleList: View {
///     let titles: [String]
///     var body: some View { List(titles, id: \.self) { Text($0) } }
/// }
///
/// #Preview("Empty") {
///     let titles: [String] = []
///     TitleList(titles: titles)
/// }
/// ```
@freestanding(declaration, names: named(_textUIPreview))
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TextUIMacros", type: "PreviewMacro")

/// Declares a preview with traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`…), which are recorded in `TextUI.Preview.traits` and not rendered.
@freestanding(declaration, names: named(_textUIPreview))
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TextUIMacros", type: "PreviewMacro")
