/// Indices for the store to keep for a model: each array of key paths is one index (a compound one
/// when it has several), which fetches that filter or sort by those properties use.
///
/// ```swift
/// @Model final class Trip {
///     #Index<Trip>([\.name], [\.start, \.end])
///     var name: String
///     var start: Date
///     var end: Date
///
///     init(name: String, start: Date, end: Date) {
///         self.name = name
///         self.start = start
///         self.end = end
///     }
/// }
/// ```
///
/// Each becomes an SQLite index on the model's table.
///
/// - Parameter indices: Arrays of the model's persisted properties' key paths.
@freestanding(declaration, names: named(_$schemaIndices))
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "ModelSchemaMacro")

/// Properties whose values no two stored models of the type share: each array of key paths is one
/// constraint (a compound one when it has several). As with `@Attribute(.unique)`, inserting a
/// model whose values match a stored model's replaces the stored one (an upsert).
///
/// ```swift
/// @Model final class Visit {
///     #Unique<Visit>([\.place, \.day])
///     var place: String
///     var day: Date
///
///     init(place: String, day: Date) {
///         self.place = place
///         self.day = day
///     }
/// }
/// ```
///
/// - Parameter constraints: Arrays of the model's persisted properties' key paths.
@freestanding(declaration, names: named(_$schemaUniqueConstraints))
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "ModelSchemaMacro")

extension PersistentModel {
    /// No indices beyond the store's own, for a model without `#Index`.
    public static var _$schemaIndices: [[AnyKeyPath]] { [] }

    /// No uniqueness constraints, for a model without `#Unique`.
    public static var _$schemaUniqueConstraints: [[AnyKeyPath]] { [] }
}
