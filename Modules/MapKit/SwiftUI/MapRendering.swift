import CoreLocation
import Foundation
import TextUI

/// What a map shows in text: a header line with its centre, then a line for each marker and
/// annotation (`•`, `◉` when selected), tagged ones as buttons when the map has a selection. Inside
/// a ``MapReader`` it tells the reader's proxy the region it shows.
struct MapRendering: View {
    let header: String
    let region: MKCoordinateRegion?
    let items: [MapContentItem]
    let selected: AnyHashable?
    let select: ((AnyHashable) -> Void)?

    /// `Map`, and ` · LATITUDE, LONGITUDE` with four decimals when the camera names a centre.
    static func header(centredAt center: CLLocationCoordinate2D?) -> String {
        guard let center else { return "Map" }
        return "Map · " + String(format: "%.4f, %.4f", center.latitude, center.longitude)
    }

    @Environment(\.mapReaderShown) private var readerShown

    var body: some View {
        readerShown?.region = region
        return VStack(alignment: .leading, spacing: 0) {
            Text(header)
            ForEach(items.indices, id: \.self) { index in
                line(items[index])
            }
        }
    }

    @ViewBuilder
    private func line(_ item: MapContentItem) -> some View {
        switch item.kind {
        case .shape:
            EmptyView()
        case .userLocation:
            Text("◉ My Location")
        case .marker, .annotation:
            if let tag = item.tag, let select {
                Button {
                    select(tag)
                } label: {
                    row(item, isSelected: tag == selected)
                }
            } else {
                row(item, isSelected: false)
            }
        }
    }

    private func row(_ item: MapContentItem, isSelected: Bool) -> some View {
        HStack(spacing: 1) {
            Text(isSelected ? "◉" : "•")
            if case .annotation(let content) = item.kind { content }
            if item.showsTitle, let title = item.title { title }
        }
    }
}
