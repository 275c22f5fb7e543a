import TextUI

/// One mark as a chart reads it: its kind, its channels and what modifiers gave it. Most marks
/// plot x and y only, so the other channels live in a shared box, copied only when written: a
/// chart of 10,000 points copies and keeps small values.
struct PlottedMark {
    var kind: ChartMarkKind
    var x: PlotChannel?
    var y: PlotChannel?
    private var box: ExtraChannelsBox?

    /// The channels few marks have.
    struct ExtraChannels {
        var xStart: PlotChannel?
        var xEnd: PlotChannel?
        var yStart: PlotChannel?
        var yEnd: PlotChannel?
        var angle: PlotChannel?
        /// The series a `LineMark(x:y:series:)` or `AreaMark(x:y:series:)` names.
        var series: PlotChannel?
        /// `foregroundStyle(by:)`.
        var foregroundStyle: PlotChannel?
        /// `position(by:)`.
        var position: PlotChannel?
        /// `symbol(by:)`.
        var symbol: PlotChannel?
        /// How bars with the same category are stacked.
        var stacking: MarkStackingMethod = .standard
        /// The views `annotation` attaches.
        var annotations: [MarkAnnotation] = []
    }

    private final class ExtraChannelsBox {
        var channels: ExtraChannels
        init(_ channels: ExtraChannels) { self.channels = channels }
    }

    /// True when the mark has any of the channels few marks have.
    var hasExtras: Bool { box != nil }

    /// The channels few marks have (empty ones when the mark has none).
    var extras: ExtraChannels {
        get { box?.channels ?? ExtraChannels() }
        set {
            if let box, isKnownUniquelyReferenced(&self.box) {
                box.channels = newValue
            } else {
                box = ExtraChannelsBox(newValue)
            }
        }
    }

    var xStart: PlotChannel? {
        get { box?.channels.xStart }
        set { extras.xStart = newValue }
    }
    var xEnd: PlotChannel? {
        get { box?.channels.xEnd }
        set { extras.xEnd = newValue }
    }
    var yStart: PlotChannel? {
        get { box?.channels.yStart }
        set { extras.yStart = newValue }
    }
    var yEnd: PlotChannel? {
        get { box?.channels.yEnd }
        set { extras.yEnd = newValue }
    }
    var angle: PlotChannel? {
        get { box?.channels.angle }
        set { extras.angle = newValue }
    }
    var series: PlotChannel? {
        get { box?.channels.series }
        set { extras.series = newValue }
    }
    var foregroundStyle: PlotChannel? {
        get { box?.channels.foregroundStyle }
        set { extras.foregroundStyle = newValue }
    }
    var position: PlotChannel? {
        get { box?.channels.position }
        set { extras.position = newValue }
    }
    var symbol: PlotChannel? {
        get { box?.channels.symbol }
        set { extras.symbol = newValue }
    }
    var stacking: MarkStackingMethod {
        get { box?.channels.stacking ?? .standard }
        set { extras.stacking = newValue }
    }
    var annotations: [MarkAnnotation] {
        get { box?.channels.annotations ?? [] }
        set { extras.annotations = newValue }
    }

    /// The series this mark belongs to, for legends and lines: the first channel that names one.
    var seriesKey: PlotChannel? {
        guard let channels = box?.channels else { return nil }
        return channels.foregroundStyle ?? channels.series ?? channels.symbol
    }

    /// The mark as a test reads it back.
    var snapshot: ChartMarkSnapshot {
        let extras = extras
        return ChartMarkSnapshot(
            kind: kind, x: x?.value, y: y?.value, xStart: extras.xStart?.value, xEnd: extras.xEnd?.value,
            yStart: extras.yStart?.value, yEnd: extras.yEnd?.value, angle: extras.angle?.value,
            series: (extras.foregroundStyle ?? extras.series)?.value, position: extras.position?.value,
            symbol: extras.symbol?.value)
    }
}

extension PlottedMark {
    /// A mark of `kind` with these channels and no others. Declared here, outside the type, so
    /// that it can delegate to the memberwise initializer: assigning the properties one by one
    /// built the mark in a stack slot and copied it out (a retain and a release of every channel,
    /// a third of what collecting a 10,000-point chart costs; Swift 6 mode does not promote a
    /// value this large to registers), where the memberwise initializer makes it in place.
    init(kind: ChartMarkKind, x: PlotChannel? = nil, y: PlotChannel? = nil) {
        self.init(kind: kind, x: x, y: y, box: nil)
    }
}

/// A view attached to a mark by `annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    let position: AnnotationPosition
    let content: AnyView
}

/// A mark that is one `PlottedMark` (every built-in mark).
protocol SingleMark: ChartContent, PrimitiveChartContent where Body == Never {
    var mark: PlottedMark { get }
}

extension SingleMark {
    consuming func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}
