import Foundation

/// How a chart writes numbers: whole numbers without decimals, others with at most two, never
/// with a locale's separators, so a chart's text is the same on every machine.
enum ChartNumberFormat {
    static func text(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        let rounded = (number * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A share as a percentage with one decimal (`37.5%`).
    static func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }
}
