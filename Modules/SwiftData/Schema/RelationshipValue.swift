/// A type a relationship property can have: a model (to-one), an optional model (to-one) or an
/// array of models, optional or not (to-many). SwiftData's own machinery; not for use in your code.
public protocol _PersistentRelationshipValue {
    /// The related model type.
    static var _relatedModelType: any PersistentModel.Type { get }
    /// True for an array of models.
    static var _isToMany: Bool { get }
    /// The models `value` holds.
    static func _relatedModels(in value: Self) -> [any PersistentModel]
    /// A value holding `models`; nil when a non-optional to-one has none.
    static func _value(holding models: [any PersistentModel]) -> Self?
}

extension PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Self.self }
    public static var _isToMany: Bool { false }
    public static func _relatedModels(in value: Self) -> [any PersistentModel] { [value] }
    public static func _value(holding models: [any PersistentModel]) -> Self? { models.first as? Self }
}

/// An optional model (to-one), or an optional array of models (to-many, as models written for
/// CloudKit declare them: `var stops: [Stop]? = []`).
extension Optional: _PersistentRelationshipValue where Wrapped: _PersistentRelationshipValue {
    public static var _relatedModelType: any PersistentModel.Type { Wrapped._relatedModelType }
    public static var _isToMany: Bool { Wrapped._isToMany }
    public static func _relatedModels(in value: Self) -> [any PersistentModel] {
        value.map { Wrapped._relatedModels(in: $0) } ?? []
    }
    public static func _value(holding models: [any PersistentModel]) -> Self? {
        .some(Wrapped._value(holding: models))
    }
}

extension Array: _PersistentRelationshipValue where Element: PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Element.self }
    public static var _isToMany: Bool { true }
    public static func _relatedModels(in value: Self) -> [any PersistentModel] { value }
    public static func _value(holding models: [any PersistentModel]) -> Self? { models.compactMap { $0 as? Element } }
}

extension _PersistentRelationshipValue {
    /// The models `value` (of this type) holds.
    static func models(inAny value: Any) -> [any PersistentModel] {
        guard let typed = value as? Self else { return [] }
        return _relatedModels(in: typed)
    }
}

/// A value of `type` holding `models` (nil for a non-optional to-one without one), as `Any`.
func relationshipValue<Related: _PersistentRelationshipValue>(
    of type: Related.Type, holding models: [any PersistentModel]
)
    -> Any?
{
    Related._value(holding: models).map { $0 as Any }
}
