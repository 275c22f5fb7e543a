import Foundation

// SwiftUI's attributes of an `AttributedString` (iOS 15): the font, colours, lines, kerning,
// tracking and baseline offset of a run, set as `string.foregroundColor = .red` or
// `string[range].font = .headline`. Text output keeps them on the string and shows its characters:
// `Text(string)` renders no attribute.
extension AttributeScopes {
    /// SwiftUI's attribute scope, for `AttributedString(_:including: \.swiftUI)` and
    /// `string.swiftUI.font`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI reads from an attributed string, with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// The line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The run's kerning, in points.
        public let kern: KerningAttribute
        /// The run's tracking, in points.
        public let tracking: TrackingAttribute
        /// How far the run is raised from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, inline presentation intents…).
        public let foundation: FoundationAttributes
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Font
        /// The attribute's name.
        public static let name = "SwiftUI.Font"
    }

    /// The text colour of a run.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// The line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The kerning of a run, in points.
    public enum KerningAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Kern"
    }

    /// The tracking of a run, in points.
    public enum TrackingAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Tracking"
    }

    /// How far a run is raised from the baseline, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// The attribute's value.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on an attributed string, its runs and containers
    /// (`string.foregroundColor`).
    ///
    /// - Parameter keyPath: The attribute, in SwiftUI's scope.
    /// - Returns: The attribute's key.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
