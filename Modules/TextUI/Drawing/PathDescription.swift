import Foundation

/// A path as text, the form `Path.description` gives and `Path(_:)` reads: each step's points,
/// then its letter (`m` move, `l` line, `q` quadratic curve, `c` cubic curve, `h` close).
enum PathDescription {
    /// The text of `elements`.
    static func text(of elements: [Path.Element]) -> String {
        elements.map { element in
            switch element {
            case .move(let point): numbers([point]) + " m"
            case .line(let point): numbers([point]) + " l"
            case .quadCurve(let point, let control): numbers([control, point]) + " q"
            case .curve(let point, let control1, let control2): numbers([control1, control2, point]) + " c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    /// The elements `text` describes, or nil when it is not such a text (capped at a million
    /// characters, read in one pass).
    static func elements(of text: String) -> [Path.Element]? {
        guard text.utf8.count <= 1_000_000 else { return nil }
        var elements: [Path.Element] = []
        var operands: [CGFloat] = []
        for token in text.split(whereSeparator: \.isWhitespace) {
            if let number = Double(token) {
                operands.append(CGFloat(number))
                continue
            }
            let points = stride(from: 0, to: operands.count - 1, by: 2).map {
                CGPoint(x: operands[$0], y: operands[$0 + 1])
            }
            guard operands.count == operandCount(of: token) else { return nil }
            switch token {
            case "m": elements.append(.move(to: points[0]))
            case "l": elements.append(.line(to: points[0]))
            case "q": elements.append(.quadCurve(to: points[1], control: points[0]))
            case "c": elements.append(.curve(to: points[2], control1: points[0], control2: points[1]))
            default: elements.append(.closeSubpath)
            }
            operands = []
        }
        return operands.isEmpty ? elements : nil
    }

    /// How many numbers come before a step's letter, or nil for a token that is not a letter.
    private static func operandCount(of token: Substring) -> Int? {
        switch token {
        case "m", "l": 2
        case "q": 4
        case "c": 6
        case "h": 0
        default: nil
        }
    }

    /// Points as numbers separated by spaces, each without a needless fraction.
    private static func numbers(_ points: [CGPoint]) -> String {
        let values: [CGFloat] = points.flatMap { [$0.x, $0.y] }
        return values.map(number).joined(separator: " ")
    }

    /// A number, without a fraction when it has none.
    private static func number(_ value: CGFloat) -> String {
        let isWhole = value == value.rounded() && abs(value) < 1e15
        return isWhole ? String(Int(value)) : String(Double(value))
    }
}
