/// Whether a view is presented, and a way to dismiss it: SwiftUI's older form of `\.dismiss` and
/// `\.isPresented`, still common in apps (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode {
    let dismissal: DismissAction

    /// True inside a presented view (a sheet's content, a pushed destination).
    public let isPresented: Bool

    /// Dismisses the presentation the view is in; outside any, does nothing.
    @MainActor public mutating func dismiss() {
        dismissal()
    }
}

extension EnvironmentValues {
    /// A binding to the presentation the view is in, made from ``EnvironmentValues/dismiss`` and
    /// ``EnvironmentValues/isPresented``. Deprecated in SwiftUI in favour of those two; provided
    /// because many apps still use it.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissal: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
