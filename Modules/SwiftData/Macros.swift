@_exported import Foundation
@_exported import Observation

/// Makes a class a SwiftData model: its stored properties are kept in the container's store, and
/// it is `Observable`, so views that read it update when it changes.
///
/// ```swift
/// @Model
/// final class Trip {
///     @Attribute(.unique) var name: String
///     var start: Date
///     @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
///     @Transient var isExpanded = false
///
///     init(name: String, start: Date) {
///         self.name = name
///         self.start = start
///     }
/// }
///
/// @Model
/// final class Stop {
///     var place: String
///     var trip: Trip?
///
///     init(place: String) {
///         self.place = place
///     }
/// }
/// ```
///
/// Every `var` and `let` of the class without an accessor block is persisted (a `let` as with
/// Apple's macro: in Swift 5 mode with the compiler's warning that it expands accessors on a `let`,
/// in Swift 6 mode an error); a `static`, a `lazy` and a `@Transient` property are not.
@attached(
    member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
    named(_$observationRegistrar), named(_SwiftDataNoType))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// Makes an actor a model actor (`ModelActor`): its jobs run one at a time on a
/// ``DefaultSerialModelExecutor`` that keeps a context of its own over the container it is made
/// with, `init(modelContainer:)`.
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     init(name: String) { self.name = name }
/// }
///
/// @ModelActor
/// actor Importer {
///     func importTrips(named names: [String]) throws {
///         for name in names { modelContext.insert(Trip(name: name)) }
///         try modelContext.save()
///     }
/// }
/// ```
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftDataMacros", type: "ModelActorMacro")

/// What `@Model` puts on each persisted property: accessors over the model's backing data.
///
/// - Parameter index: The property's position among the model's persisted properties.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty(index: Int) = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// Options for a persisted property: `@Attribute(.unique) var name: String`.
///
/// - Parameters:
///   - options: `.unique` (an upsert on conflict), `.externalStorage` (accepted)…
///   - originalName: The property's earlier name (accepted).
///   - hashModifier: Accepted, not used.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) =
    #externalMacro(module: "SwiftDataMacros", type: "ModelMarkerMacro")

/// A property that holds other models, with its delete rule and inverse:
/// `@Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []`.
///
/// - Parameters:
///   - options: `.unique` (accepted).
///   - deleteRule: What deleting this model does to the related ones.
///   - minimumModelCount: Accepted, not checked.
///   - maximumModelCount: Accepted, not checked.
///   - originalName: The property's earlier name (accepted).
///   - inverse: The related type's property that holds this model back.
///   - hashModifier: Accepted, not used.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "ModelMarkerMacro")

/// A property `@Model` leaves alone: not stored, not observed. It needs an initial value.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "ModelMarkerMacro")
