import TextUI

/// The photo library a picker presents: in text, a line per asset the filter allows (a button
/// titled with its identifier, `✓` before a picked one), then `Cancel` and, when several can be
/// picked, `Add`. With one to pick, tapping an asset picks it and closes the sheet.
struct PhotosLibrarySheet: View {
    let filter: PHPickerFilter?
    let maxSelectionCount: Int?
    /// The items picked so far (the selection as the sheet opened).
    @State var picked: [PhotosPickerItem]
    /// Sets the selection (nil when several can be picked and nothing is confirmed yet).
    let pick: ([PhotosPickerItem]) -> Void
    let picksOne: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let assets = SimulatedPhotoLibrary.assets.filter { filter?.allows($0) ?? true }
        VStack(alignment: .leading, spacing: 0) {
            Text(assets.isEmpty ? "No Photos or Videos" : "Photos")
            ForEach(assets, id: \.identifier) { asset in
                let item = PhotosPickerItem(itemIdentifier: asset.identifier)
                Button((picked.contains(item) ? "✓ " : "") + asset.identifier) { toggle(item) }
            }
            HStack {
                Button("Cancel") { dismiss() }
                if !picksOne {
                    Button("Add") {
                        pick(picked)
                        dismiss()
                    }
                }
            }
        }
    }

    private func toggle(_ item: PhotosPickerItem) {
        if picksOne {
            pick([item])
            dismiss()
        } else if let index = picked.firstIndex(of: item) {
            picked.remove(at: index)
        } else if picked.count < maxSelectionCount ?? .max {
            picked.append(item)
        }
    }
}
