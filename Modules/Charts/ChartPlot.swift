import TextUI

/// What a ``Chart`` shows: its text, then its annotations' views, each after the values of the
/// mark it belongs to. The host finds it to read a chart's data back (``TextUI/ViewHost/chartData()``).
struct ChartPlot: View {
    struct Annotation {
        let label: String
        let content: AnyView

        init(_ drawn: (label: String, annotation: MarkAnnotation)) {
            label = drawn.label
            content = drawn.annotation.content
        }
    }

    let drawing: ChartDrawing
    let annotations: [Annotation]

    init(drawing: ChartDrawing) {
        self.drawing = drawing
        annotations = drawing.annotations.map(Annotation.init)
    }

    var body: some View {
        if annotations.isEmpty {
            Text(verbatim: drawing.text)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: drawing.text)
                ForEach(annotations.indices, id: \.self) { index in
                    HStack(spacing: 1) {
                        Text(verbatim: "▸ \(annotations[index].label):")
                        annotations[index].content
                    }
                }
            }
        }
    }
}
