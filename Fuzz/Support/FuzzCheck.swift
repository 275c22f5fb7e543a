/// Stops the fuzz target with `message` when `condition` is false. Unlike `precondition`, the
/// message survives optimized builds, so the crash report says which property failed.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError(message())
}
