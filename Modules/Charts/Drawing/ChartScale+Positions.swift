import Foundation

extension ChartScale {
    /// The cells a category's share of the axis spans (half the way to its neighbours on each side).
    private var categoryStep: Double? {
        guard case .categories(_, let order) = kind else { return nil }
        return order.count > 1 ? Double(cells - 1) / Double(order.count - 1) : Double(cells)
    }

    /// The value at a cell position (`2.5`: halfway between the third and the fourth cell): the
    /// number or date there, by the scale's linear mapping (beyond the plot too); the category
    /// whose share of the axis holds it, or nil outside every share.
    func value(atCell position: Double) -> ChartDataValue? {
        guard position.isFinite else { return nil }
        switch kind {
        case .categories(_, let order):
            guard !order.isEmpty, let step = categoryStep else { return nil }
            if order.count == 1 {
                return abs(position - Double(cells / 2)) <= step / 2 ? order[0] : nil
            }
            let index = Int((position / step).rounded())
            return order.indices.contains(index) ? order[index] : nil
        case .continuous(let lower, let upper, _, let isDate):
            let fraction = cells > 1 ? position / Double(cells - 1) : 0
            let value = lower + (upper - lower) * fraction
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }
    }

    /// The cell positions a value covers: a category's share of the axis, around its cell; a
    /// number's or a date's one position. Nil when the value is not on this scale.
    func cellRange(_ value: ChartDataValue) -> ClosedRange<Double>? {
        guard let position = exactCell(value) else { return nil }
        guard let step = categoryStep else { return position...position }
        return (position - step / 2)...(position + step / 2)
    }
}
