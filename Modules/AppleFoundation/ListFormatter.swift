import Foundation
import Locking

/// A formatter that joins items into a list the locale's way, such as "a, b, and c" (iOS 13),
/// which Apple's Foundation has and Linux's lacks; it uses Foundation's `ListFormatStyle`.
///
/// ```swift
/// let drinks = ListFormatter.localizedString(byJoining: ["Tea", "Coffee", "Milk"])  // "Tea, Coffee, and Milk" (en)
/// ```
open class ListFormatter: Formatter, @unchecked Sendable {
    // Sendable as Apple's formatters are (apps keep one in a `static let`); Formatter is not
    // Sendable on Linux, hence unchecked: the only state, the settings, is behind a lock.

    /// What a formatter is set to.
    private struct Settings: @unchecked Sendable {
        // The item formatter is a reference the app shares; it is only read here.
        var locale = Locale.current
        var itemFormatter: Formatter?
    }

    private let settings = Locked(Settings())

    /// The locale whose conjunctions and separators are used (the current locale by default).
    open var locale: Locale! {
        get { settings.value.locale }
        set { settings.withLock { $0.locale = newValue ?? .current } }
    }

    /// The formatter that turns each item into a string (nil: each item's description).
    open var itemFormatter: Formatter? {
        get { settings.value.itemFormatter }
        set { settings.withLock { $0.itemFormatter = newValue } }
    }

    /// A formatter in the current locale, with no item formatter.
    public override init() {
        super.init()
    }

    /// A formatter decoded from an archive: the default settings (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The strings joined as a list in the current locale.
    ///
    /// - Parameter strings: The items.
    /// - Returns: Such as "a, b, and c".
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    /// The items, each made a string by the item formatter (or its description), joined as a list.
    ///
    /// - Parameter items: The items.
    /// - Returns: The list, or nil when the item formatter cannot format an item.
    open func string(from items: [Any]) -> String? {
        let settings = settings.value
        var strings: [String] = []
        for item in items {
            if let formatter = settings.itemFormatter {
                guard let string = formatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return strings.formatted(.list(type: .and).locale(settings.locale))
    }

    /// The list for an array of items; nil for anything else.
    ///
    /// - Parameter obj: An array.
    /// - Returns: The list, or nil.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
