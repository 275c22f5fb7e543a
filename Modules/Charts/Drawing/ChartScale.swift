import Foundation

/// Maps an axis's values to character cells: categories evenly, numbers and dates linearly.
struct ChartScale: Equatable {
    enum Kind: Equatable {
        case categories([ChartDataValue: Int], [ChartDataValue])
        case continuous(lower: Double, upper: Double, step: Double?, isDate: Bool)
    }
    let kind: Kind
    /// How many cells the axis has.
    let cells: Int

    /// What a scale needs to know of an axis's values, gathered a value at a time (a chart of
    /// many points does not keep them in an array of their own).
    struct Values {
        /// How many values there are.
        private(set) var count = 0
        /// True when some value is a category (the scale is then one of categories).
        private(set) var hasCategory = false
        /// True when some value is a date.
        private(set) var hasDate = false
        /// The least and greatest positions (as `min()` and `max()` of them in order find them).
        private(set) var lowest: Double?
        private(set) var highest: Double?

        mutating func add(_ value: ChartDataValue) {
            count += 1
            let position: Double
            switch value {
            case .number(let number): position = number
            case .date(let date):
                hasDate = true
                position = date.timeIntervalSinceReferenceDate
            case .category:
                hasCategory = true
                return
            }
            // A value that is not a number (NaN, an infinity) has no place on the axis: it is not
            // drawn, and does not stretch the scale.
            guard position.isFinite else { return }
            if let lowest, !(position < lowest) {} else { lowest = position }
            if let highest, !(highest < position) {} else { highest = position }
        }
    }

    /// A scale over `values`, within the domain a modifier gave, `cells` long. Numbers get round
    /// bounds (and zero, where `includesZero`); dates span their first and last. `all` gives every
    /// value in order, for a scale of categories.
    init(
        values: Values, all: () -> [ChartDataValue], domain: ScaleDomainSpec?, includesZero: Bool, cells: Int
    ) {
        self.cells = max(cells, 1)
        if case .categories(let given) = domain {
            kind = Self.categories(given + all())
            return
        }
        if values.hasCategory || values.count == 0 {
            kind = Self.categories(all())
            return
        }
        let isDate = values.hasDate
        if case .range(let lower, let upper) = domain, let low = lower.position, let high = upper.position, high > low {
            kind = .continuous(lower: low, upper: high, step: nil, isDate: isDate || lower.date != nil)
            return
        }
        var low = values.lowest ?? 0
        var high = values.highest ?? 1
        var zero = includesZero && !isDate
        if case .automatic(let included?) = domain { zero = included && !isDate }
        if zero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if high == low {
            low -= isDate ? 43_200 : 1
            high += isDate ? 43_200 : 1
        }
        if isDate {
            kind = .continuous(lower: low, upper: high, step: nil, isDate: true)
            return
        }
        let step = Self.niceStep((high - low) / 4)
        kind = .continuous(
            lower: (low / step).rounded(.down) * step, upper: (high / step).rounded(.up) * step, step: step,
            isDate: false)
    }

    private static func categories(_ values: [ChartDataValue]) -> Kind {
        var index: [ChartDataValue: Int] = [:]
        var order: [ChartDataValue] = []
        for value in values where index[value] == nil {
            index[value] = order.count
            order.append(value)
        }
        return .categories(index, order)
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    private static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let residual = raw / magnitude
        let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// The cell of a value, from 0; nil when the value is not on this scale (or is not a number).
    func cell(_ value: ChartDataValue) -> Int? {
        guard let exact = exactCell(value), exact.isFinite else { return nil }
        return Self.nearestCell(exact, cells: cells)
    }

    /// The cell nearest `exact`, within the axis: `exact.rounded()` (halves away from zero) kept
    /// between 0 and `cells - 1`, found without a call into the C library (a chart of 10,000
    /// points rounds twice for each).
    static func nearestCell(_ exact: Double, cells: Int) -> Int {
        guard exact > 0 else { return 0 }
        guard exact < Double(cells - 1) else { return cells - 1 }
        // Positive and below `cells`: truncating is rounding down, and the fraction is exact.
        let whole = Int(exact)
        return exact - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// Where a value falls between cells (`2.5`: halfway between the third and the fourth).
    func exactCell(_ value: ChartDataValue) -> Double? {
        switch kind {
        case .categories(let index, let order):
            guard let position = index[value] else { return nil }
            guard order.count > 1 else { return Double(cells / 2) }
            return Double(position) * Double(cells - 1) / Double(order.count - 1)
        case .continuous(let lower, let upper, _, _):
            guard let position = value.position else { return nil }
            return (position - lower) / (upper - lower) * Double(cells - 1)
        }
    }

    /// The values the axis labels: the given ones, about a desired count, or the scale's own
    /// (every category; round steps of numbers; the first, middle and last date).
    func tickValues(_ marks: AxisMarkValues?, calendar: Calendar) -> [ChartDataValue] {
        switch kind {
        case .categories(_, let order):
            if case .explicit(let values)? = marks?.kind { return values.filter { cell($0) != nil } }
            return order
        case .continuous(let lower, let upper, let step, let isDate):
            let make: (Double) -> ChartDataValue = {
                isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
            }
            switch marks?.kind {
            case .explicit(let values)?:
                return values.filter { ($0.position ?? .nan) >= lower && ($0.position ?? .nan) <= upper }
            case .automatic(let count?)? where count > 1:
                return (0..<count).map { make(lower + (upper - lower) * Double($0) / Double(count - 1)) }
            case .stride(let by)? where by > 0 && (upper - lower) / by <= 1_000:
                return Swift.stride(from: (lower / by).rounded(.up) * by, through: upper, by: by).map(make)
            case .calendarStride(let component, let count)?:
                return dates(every: component, count: count, from: lower, to: upper, calendar: calendar)
            default:
                if let step, (upper - lower) / step <= 12 {
                    return Swift.stride(from: lower, through: upper + step / 2, by: step).map(make)
                }
                return [lower, (lower + upper) / 2, upper].map(make)
            }
        }
    }

    private func dates(
        every component: Calendar.Component, count: Int, from lower: Double, to upper: Double, calendar: Calendar
    ) -> [ChartDataValue] {
        var dates: [ChartDataValue] = []
        var date = Date(timeIntervalSinceReferenceDate: lower)
        let end = Date(timeIntervalSinceReferenceDate: upper)
        while date <= end, dates.count < 200 {
            dates.append(.date(date))
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return dates
    }
}
