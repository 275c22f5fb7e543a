import TextUI

/// Marks a variable at the top of a `#Preview` body as state of the preview: `#Preview` makes a view
/// whose properties are the marked variables and whose body is the rest, so the state belongs to
/// the preview's view as it would to any mounted view.
///
/// ```swift
/// import TextUI
///
/// struct Counter: View {
///     @Binding var count: Int
///     var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
///
/// #Preview {
///     @Previewable @State var count = 0
///     Counter(count: $count)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "TextUIMacros", type: "PreviewableMacro")
