/// Content whose text fields' submissions stop there: the `onSubmit` actions around it do not
/// run (those inside it still do).
struct SubmitScopeContent<Content: View>: View {
    let content: Content
    let isBlocking: Bool

    typealias Body = Never
}

extension SubmitScopeContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if isBlocking { environment.submitHandler = nil }
    }
}

extension View {
    /// Keeps the submissions of the text fields in this view from reaching the `onSubmit` actions
    /// around it (a field in a sheet whose submission should not submit the form behind).
    ///
    /// - Parameter isBlocking: True to stop submissions here; false changes nothing.
    /// - Returns: A view whose fields' submissions run only the `onSubmit` actions inside it.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        SubmitScopeContent(content: self, isBlocking: isBlocking)
    }
}
