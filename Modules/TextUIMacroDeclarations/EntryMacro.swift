import TextUI

/// Declares an environment value: `extension EnvironmentValues { @Entry var accent: Color = .blue }`
/// makes `accent` a property over a key of its own whose default is the initial value, as writing
/// a `TextUI.EnvironmentKey` and the property by hand does. (Entries of `Transaction`,
/// `FocusedValues` and `ContainerValues` are not provided.)
///
/// ```swift
/// import TextUI
///
/// extension EnvironmentValues {
///     @Entry var accent: String = "blue"
/// }
///
/// struct Badge: View {
///     @Environment(\.accent) private var accent
///     var body: some View { Text("Accent: \(accent)") }
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TextUIMacros", type: "EntryMacro")
