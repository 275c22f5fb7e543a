import Foundation

/// A length that grows with the text size people chose: `@ScaledMetric var iconSize = 24.0`. It
/// reads `\.dynamicTypeSize` where the view is mounted and scales the value as the body text
/// style does on iOS (1 at `.large`, the default).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let size = Environment(\.dynamicTypeSize)

    /// A length scaled relative to a text style.
    ///
    /// - Parameters:
    ///   - wrappedValue: The length at the default text size.
    ///   - textStyle: The text style it scales with (every style scales as body text here).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    /// A length scaled relative to body text.
    ///
    /// - Parameter wrappedValue: The length at the default text size.
    public init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    /// The length at the environment's text size.
    public var wrappedValue: Value {
        baseValue * Value(Self.factor(for: size.wrappedValue))
    }

    /// How much body text grows at `size`, relative to `.large` (iOS's body sizes, 14 to 53
    /// points over 17).
    static func factor(for size: DynamicTypeSize) -> Double {
        let points: [DynamicTypeSize: Double] = [
            .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
            .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
        ]
        return (points[size] ?? 17) / 17
    }
}
