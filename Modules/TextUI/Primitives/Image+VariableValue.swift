import Foundation

extension Image {
    /// An image from the asset catalog drawn at a variable value, with the label accessibility
    /// reads; the value is not rendered (the image shows as `Image(_:bundle:label:)` does).
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - variableValue: The value from 0 to 1 the image shows, or nil; not rendered.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    ///   - label: What accessibility calls the image.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// A decorative image from the asset catalog drawn at a variable value; the value is not
    /// rendered (the image shows as `Image(decorative:bundle:)` does).
    ///
    /// - Parameters:
    ///   - name: The image's name.
    ///   - variableValue: The value from 0 to 1 the image shows, or nil; not rendered.
    ///   - bundle: The bundle of the asset catalog, or nil for the main bundle; not used.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }
}
