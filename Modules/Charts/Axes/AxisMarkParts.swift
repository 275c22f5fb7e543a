import Foundation
import TextUI

/// A grid line at an axis mark (text charts draw no grid lines).
public struct AxisGridLine: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never

    /// A grid line.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits between values; not used in text.
    ///   - stroke: Its stroke; not used in text.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}

    func appendAxisMarks(to marks: inout [AxisMarkValues]) {}
}

/// A tick at an axis mark (text charts mark labelled values with `┤`).
public struct AxisTick: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never

    /// A tick.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits between values; not used in text.
    ///   - length: Its length; not used in text.
    ///   - stroke: Its stroke; not used in text.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}

    func appendAxisMarks(to marks: inout [AxisMarkValues]) {}
}

/// The label of an axis mark's value (text charts write values as their own labels).
public struct AxisValueLabel: AxisContent, PrimitiveAxisContent {
    public typealias Body = Never

    /// The value's usual label.
    ///
    /// - Parameters:
    ///   - centered: Whether it sits between values; not used in text.
    ///   - anchor: Where it is anchored; not used in text.
    ///   - multiLabelAlignment: How lines align; not used in text.
    ///   - collisionResolution: How overlaps are resolved; text skips a label that would overlap.
    ///   - offsetsMarks: Whether marks move for it; not used in text.
    ///   - orientation: Its orientation; not used in text.
    ///   - horizontalSpacing: Space beside it; not used in text.
    ///   - verticalSpacing: Space above it; not used in text.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}

    /// A label of given text (text charts write values as their own labels).
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - centered: Whether it sits between values; not used in text.
    ///   - anchor: Where it is anchored; not used in text.
    ///   - multiLabelAlignment: How lines align; not used in text.
    ///   - collisionResolution: How overlaps are resolved; text skips a label that would overlap.
    ///   - offsetsMarks: Whether marks move for it; not used in text.
    ///   - orientation: Its orientation; not used in text.
    ///   - horizontalSpacing: Space beside it; not used in text.
    ///   - verticalSpacing: Space above it; not used in text.
    public init<S: StringProtocol>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}

    /// A label of a localized key's text (text charts write values as their own labels).
    ///
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - centered: Whether it sits between values; not used in text.
    ///   - anchor: Where it is anchored; not used in text.
    ///   - multiLabelAlignment: How lines align; not used in text.
    ///   - collisionResolution: How overlaps are resolved; text skips a label that would overlap.
    ///   - offsetsMarks: Whether marks move for it; not used in text.
    ///   - orientation: Its orientation; not used in text.
    ///   - horizontalSpacing: Space beside it; not used in text.
    ///   - verticalSpacing: Space above it; not used in text.
    public init(
        _ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
        multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    /// The value formatted with a format style (text charts use their own formats).
    ///
    /// - Parameters:
    ///   - format: The format style.
    ///   - centered: Whether it sits between values; not used in text.
    ///   - anchor: Where it is anchored; not used in text.
    ///   - multiLabelAlignment: How lines align; not used in text.
    ///   - collisionResolution: How overlaps are resolved; text skips a label that would overlap.
    ///   - offsetsMarks: Whether marks move for it; not used in text.
    ///   - orientation: Its orientation; not used in text.
    ///   - horizontalSpacing: Space beside it; not used in text.
    ///   - verticalSpacing: Space above it; not used in text.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}

    /// A label made by a view (text charts use their own labels).
    ///
    /// - Parameters:
    ///   - centered: Whether it sits between values; not used in text.
    ///   - anchor: Where it is anchored; not used in text.
    ///   - multiLabelAlignment: How lines align; not used in text.
    ///   - collisionResolution: How overlaps are resolved; text skips a label that would overlap.
    ///   - offsetsMarks: Whether marks move for it; not used in text.
    ///   - orientation: Its orientation; not used in text.
    ///   - horizontalSpacing: Space beside it; not used in text.
    ///   - verticalSpacing: Space above it; not used in text.
    ///   - content: The label's view.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}

    func appendAxisMarks(to marks: inout [AxisMarkValues]) {}
}

/// How overlapping axis labels are resolved.
public struct AxisValueLabelCollisionResolution: Sendable, Equatable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    /// Labels that would overlap are left out.
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    /// Labels are not moved.
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
}

/// How axis labels are turned.
public struct AxisValueLabelOrientation: Sendable, Equatable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    /// Level.
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    /// Upright.
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    /// Turned upright, reading upwards.
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}
