import TextUI

/// What a `chartOverlay` or `chartBackground` learns of the charts inside: the first chart's plot
/// (as Apple's proxy refers to the first chart), its geometry and an anchor to its frame that a
/// `GeometryProxy` resolves; and an anchor to the modifier's own origin, the frame of no chart.
struct ChartPlotPreference: PreferenceKey {
    struct Plot {
        let geometry: ChartPlotGeometry
        let frame: Anchor<CGRect>
        /// The selections bound around the chart, which the proxy's select methods write.
        let selection: ChartSelectionBindings
    }

    /// Equal when the plots' geometries are: an anchor resolves to its plot's frame, which the
    /// geometry holds, and the origin always to the modifier's origin (so an unchanged chart does
    /// not make its overlay again).
    struct Value: Equatable {
        var plot: Plot?
        var origin: Anchor<CGRect>?

        static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.plot?.geometry == rhs.plot?.geometry && (lhs.origin == nil) == (rhs.origin == nil)
        }
    }

    static var defaultValue: Value { Value() }

    static func reduce(value: inout Value, nextValue: () -> Value) {
        let next = nextValue()
        if value.plot == nil { value.plot = next.plot }
        if value.origin == nil { value.origin = next.origin }
    }
}

extension View {
    /// This view with the plot of the first chart inside given to `content` as a ``ChartProxy``:
    /// the charts inside report their plots, the view its origin (the frame of no chart).
    func chartProxyLayer<V: View>(
        inFront: Bool, alignment: Alignment, content: @escaping (ChartProxy) -> V
    ) -> some View {
        let reporting = configuringCharts { $0.reportsPlot = true }
            .transformAnchorPreference(key: ChartPlotPreference.self, value: .rect(.zero)) { value, origin in
                if value.origin == nil { value.origin = origin }
            }
        let layer = { (value: ChartPlotPreference.Value) -> V? in
            guard let frame = value.plot?.frame ?? value.origin else { return nil }
            return content(ChartProxy(plot: value.plot, frame: frame))
        }
        return Group {
            if inFront {
                reporting.overlayPreferenceValue(ChartPlotPreference.self, alignment: alignment) { layer($0) }
            } else {
                reporting.backgroundPreferenceValue(ChartPlotPreference.self, alignment: alignment) { layer($0) }
            }
        }
    }
}
