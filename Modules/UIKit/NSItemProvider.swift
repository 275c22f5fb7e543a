import Foundation

/// A class whose objects an item provider can make from data (`UIImage`), as Foundation declares it.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers of the data an object can be made from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// An object made from data of a type.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: Its type identifier.
    /// - Returns: The object.
    /// - Throws: When the data is not such an object.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Data or objects of an app or a picker, loaded on demand (Foundation's `NSItemProvider`, which
/// Linux's Foundation lacks; here in the UIKit shim, which `import SwiftUI` re-exports): what a
/// `PHPickerViewController` result and a drop hand over.
///
/// The data is in memory: a loading's completion handler runs at once, before the loading method
/// returns (on Apple platforms it runs later, on another queue).
open class NSItemProvider: NSObject {
    /// The registered data, by type identifier, in the order registered.
    private var representations: [(type: String, data: Data)] = []

    /// The suggested name of the item, when it has one (a file's name).
    open var suggestedName: String?

    /// An item provider with nothing registered.
    public override init() {
        super.init()
    }

    /// An item provider of data of a type (not Foundation API: a picker or a test makes results so).
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: Its type identifier, such as `public.jpeg`.
    public convenience init(data: Data, typeIdentifier: String) {
        self.init()
        representations.append((typeIdentifier, data))
    }

    /// The type identifiers of the registered data, in the order registered.
    open var registeredTypeIdentifiers: [String] {
        representations.map(\.type)
    }

    /// Whether data of `typeIdentifier` is registered, or of a type that conforms to it (every image
    /// type to `public.image`, every type to `public.data` and `public.item`).
    ///
    /// - Parameter typeIdentifier: The type identifier.
    /// - Returns: True when it is.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { Self.type($0, conformsTo: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be made from the registered data.
    ///
    /// - Parameter aClass: The class, such as `UIImage.self`.
    /// - Returns: True when data of a type it reads is registered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the registered data, handing it to `completionHandler`.
    ///
    /// - Parameters:
    ///   - aClass: The class, such as `UIImage.self`.
    ///   - completionHandler: Given the object, or an error when no registered data makes one.
    /// - Returns: The loading's progress (done).
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let registered = representations
        for wanted in aClass.readableTypeIdentifiersForItemProvider {
            guard let match = registered.first(where: { Self.type($0.type, conformsTo: wanted) }) else { continue }
            do {
                completionHandler(try aClass.object(withItemProviderData: match.data, typeIdentifier: match.type), nil)
            } catch {
                completionHandler(nil, error)
            }
            return Self.done()
        }
        completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        return Self.done()
    }

    /// Hands the registered data of `typeIdentifier` (or of a type conforming to it) to
    /// `completionHandler`.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The type identifier, such as `public.image`.
    ///   - completionHandler: Given the data, or an error when none of that type is registered.
    /// - Returns: The loading's progress (done).
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let registered = representations
        if let match = registered.first(where: { Self.type($0.type, conformsTo: typeIdentifier) }) {
            completionHandler(match.data, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        }
        return Self.done()
    }

    private static let imageTypes: Set<String> = [
        "public.png", "public.jpeg", "public.heic", "com.compuserve.gif", "public.tiff", "public.image",
    ]

    /// Whether `type` is `other` or conforms to it, as the system's common types do.
    static func type(_ type: String, conformsTo other: String) -> Bool {
        type == other || other == "public.data" || other == "public.item"
            || (other == "public.image" && imageTypes.contains(type))
    }

    private static func done() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
