/// The host's counters of its own work: `body` evaluations (all views, and by view type) and rows
/// rendered, which tests and benchmarks read to see that an update did only what it had to.
extension ViewHost {
    /// Counts one evaluation of the `body` of a view of `type`.
    func countBodyEvaluation(of type: Any.Type) {
        bodyEvaluationCount += 1
        evaluationCounts[ObjectIdentifier(type), default: 0] += 1
    }

    /// Counts rows a render rendered rather than kept from the last one (``rowRenderingCount``).
    func countRowRenderings(_ count: Int) {
        rowRenderingCount += count
    }

    /// How many times the host evaluated the `body` of views of a type.
    ///
    /// - Parameter type: The views' type.
    /// - Returns: The number of evaluations since the host mounted its root.
    public func bodyEvaluationCount<V: View>(of type: V.Type) -> Int {
        evaluationCounts[ObjectIdentifier(type), default: 0]
    }

    /// Sets every body-evaluation counter back to zero.
    public func resetBodyEvaluationCounts() {
        bodyEvaluationCount = 0
        evaluationCounts.removeAll()
    }
}
