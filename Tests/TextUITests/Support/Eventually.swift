/// Waits (on the caller's actor, letting other work run) until `condition` holds or `timeout`
/// passes; returns whether it held. The timeout is only a hang guard (generous: a sanitized run on
/// a busy machine can be many times slower); the wait ends as soon as the condition holds.
func eventually(
    timeout: Duration = .seconds(60),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
