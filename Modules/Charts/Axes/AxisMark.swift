import TextUI

/// A building block of an axis mark: a grid line, a tick or a value label, which its modifiers
/// style (`AxisGridLine().foregroundStyle(.gray)`). Text charts draw values as their labels and
/// neither lines nor colours, so the styles are accepted and change nothing (the DocC article
/// "Differences from Apple's Charts").
public protocol AxisMark: AxisContent {}

extension AxisGridLine: AxisMark {}
extension AxisTick: AxisMark {}
extension AxisValueLabel: AxisMark {}

/// An axis mark with a style applied (not drawn in text): it makes what its mark makes.
struct StyledAxisMark<Mark: AxisMark>: AxisMark, PrimitiveAxisContent {
    typealias Body = Never
    let mark: Mark

    func appendAxisMarks(to marks: inout [AxisMarkValues]) { mark.collectAxisMarks(into: &marks) }
}

extension AxisMark {
    /// Draws the mark in a style (not drawn in text).
    ///
    /// - Parameter style: The colour or pattern.
    /// - Returns: The mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { StyledAxisMark(mark: self) }

    /// Sets the font of the mark's text (text output has one font).
    ///
    /// - Parameter font: The font; nil for the default.
    /// - Returns: The mark.
    public func font(_ font: Font?) -> some AxisMark { StyledAxisMark(mark: self) }

    /// Moves the mark by an offset (text charts place labels by their cells).
    ///
    /// - Parameter size: The offset.
    /// - Returns: The mark.
    public func offset(_ size: CGSize) -> some AxisMark { StyledAxisMark(mark: self) }

    /// Moves the mark by an offset (text charts place labels by their cells).
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The mark.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { StyledAxisMark(mark: self) }
}
