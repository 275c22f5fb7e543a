import TextUI

/// The values a type allows, when it lists them: each case of a `CaseIterable` type as JSON
/// (`"title"`, `"year"`, `"rating"` for a string enum), so an error can say what would fit.
public enum AllowedValues {
    /// Every case of `type` as compact JSON, in declaration order.
    ///
    /// - Parameter type: Any type, e.g. a binding's or a state's value type.
    /// - Returns: The JSON of each case when `type` is `CaseIterable` and `Encodable`, else `nil`.
    public static func json(of type: Any.Type) -> [String]? {
        guard let type = type as? any (CaseIterable & Encodable).Type else { return nil }
        return jsonOfCases(type)
    }

    private static func jsonOfCases<Value: CaseIterable & Encodable>(_ type: Value.Type) -> [String] {
        type.allCases.compactMap { try? ValueJSON.text(of: $0) }
    }
}
