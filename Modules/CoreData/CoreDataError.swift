import Foundation

/// The errors Core Data reports, in Cocoa's domain with Core Data's codes.
enum CoreDataError {
    /// A save found a value missing that the model requires (`NSValidationMissingMandatoryPropertyError`).
    static func missingValue(_ key: String, of entity: String) -> NSError {
        make(1570, "\(entity).\(key) is a required value.", key: key)
    }

    /// A save would store two objects with the same values of a uniqueness constraint under the
    /// error merge policy (`NSManagedObjectConstraintMergeError`).
    static func constraintConflict(_ keys: [String], of entity: String) -> NSError {
        make(133_021, "another \(entity) has the same \(keys.joined(separator: ", ")).", key: keys.first)
    }

    /// The persistent store could not be read or written (`NSPersistentStoreSaveError` and kin).
    static func store(_ code: Int, _ reason: String) -> NSError {
        make(code, reason, key: nil)
    }

    /// A value the store cannot keep (not a property-list value, and no transformer).
    static func unstorable(_ key: String, of entity: String, _ value: Any) -> NSError {
        make(1550, "\(entity).\(key): a value of type \(type(of: value)) cannot be stored.", key: key)
    }

    /// A fetch or an insert named an entity the model does not have.
    static func unknownEntity(_ name: String) -> NSError {
        make(
            134_020,
            "no entity named \(name): the model is known once one of its generated classes is used.",
            key: nil)
    }

    private static func make(_ code: Int, _ message: String, key: String?) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message]
        if let key { info[NSValidationKeyErrorKey] = key }
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: info)
    }
}

/// The user-info key of the property a validation error is about.
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
