import TextUI

// The ranges of a foreground style scale (`chartForegroundStyleScale(range:)`): the styles its
// domain's values map to. Text charts tell series apart by characters, so the styles are kept by
// the modifier's signature only (the DocC article "Differences from Apple's Charts").

extension Array: ScaleRange where Element: ShapeStyle {
    /// A style of the array: a domain's values take the styles in order.
    public typealias VisualValue = Element
}

extension Gradient: ScaleRange {
    /// A colour of the gradient: a domain's values take colours along it.
    public typealias VisualValue = Gradient
}
