import Foundation

/// How a save settles an object that conflicts with a saved one (here: one that shares the values
/// of an entity's uniqueness constraint).
public enum NSMergePolicyType: UInt, Sendable {
    /// The save fails.
    case errorMergePolicyType = 0
    /// The saved object keeps its values except those the new one sets.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// The new object's values replace the saved one's, property by property.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// The new object replaces the saved one.
    case overwriteMergePolicyType = 3
    /// The saved object wins.
    case rollbackMergePolicyType = 4
}

/// A context's merge policy.
///
/// `@unchecked Sendable`: immutable.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// Its kind.
    open private(set) var mergeType: NSMergePolicyType

    /// A policy of `type`.
    ///
    /// - Parameter type: The kind.
    public init(merge type: NSMergePolicyType) {
        mergeType = type
        super.init()
    }

    /// A save with a conflict fails (the default).
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The saved values win where both set a property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The new values win where both set a property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The new object replaces the saved one.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The saved object wins.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// The error policy, as Objective-C names it.
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
/// The store-trump policy, as Objective-C names it.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
/// The object-trump policy, as Objective-C names it.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// The overwrite policy, as Objective-C names it.
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
/// The rollback policy, as Objective-C names it.
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback
