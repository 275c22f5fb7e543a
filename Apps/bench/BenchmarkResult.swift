/// One benchmark's outcome, as a larger harness reports it.
struct BenchmarkResult {
    /// What was measured, e.g. `decode 50k TMDB page`.
    let name: String
    /// The goal, e.g. `target ≤1.5x bare JSONDecoder`.
    let target: String
    /// The measurement, e.g. `1.12x (bare 210 ms, ours 235 ms)`.
    let measured: String
    /// Whether the measurement meets the target.
    let met: Bool

    /// `name | target | measured | met` (or `NOT met`).
    var line: String {
        "\(name) | \(target) | \(measured) | \(met ? "met" : "NOT met")"
    }
}
