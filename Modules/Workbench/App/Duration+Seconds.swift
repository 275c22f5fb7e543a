extension Duration {
    /// The duration in seconds, as a `Double` (what the reload's parts report).
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
