/// Hands values to `MainActor.assumeIsolated` from code already running on the main actor.
/// Unchecked because it is made and used on the main actor only (the caller checks).
struct OnMainActor<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
