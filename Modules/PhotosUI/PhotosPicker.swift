import TextUI

/// A button that presents the photo library for the person to pick photos or videos from: in
/// text, its label as a button; tapping it presents a sheet listing the assets of
/// ``SimulatedPhotoLibrary`` (empty unless a test puts assets in it), each a button titled with
/// its identifier.
///
/// ```swift
/// import TextUI
///
/// struct Avatar: View {
///     @State private var item: PhotosPickerItem?
///     var body: some View {
///         PhotosPicker("Choose Photo", selection: $item, matching: .images)
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let filter: PHPickerFilter?
    let maxSelectionCount: Int?
    let selection: Binding<[PhotosPickerItem]>
    let picksOne: Bool
    @State private var isPresented = false

    public var body: some View {
        Button {
            isPresented = true
        } label: {
            label
        }
        .sheet(isPresented: $isPresented) {
            PhotosLibrarySheet(
                filter: filter, maxSelectionCount: maxSelectionCount, picked: selection.wrappedValue,
                pick: { selection.wrappedValue = $0 }, picksOne: picksOne)
        }
    }

    /// A picker of one asset with a label of your own.
    ///
    /// - Parameters:
    ///   - selection: The picked item.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    ///   - label: The button's label.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.filter = filter
        self.maxSelectionCount = 1
        self.selection = Binding(
            get: { selection.wrappedValue.map { [$0] } ?? [] }, set: { selection.wrappedValue = $0.first })
        self.picksOne = true
    }

    /// A picker of several assets with a label of your own.
    ///
    /// - Parameters:
    ///   - selection: The picked items.
    ///   - maxSelectionCount: How many can be picked; nil for any number.
    ///   - selectionBehavior: How picking behaves.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    ///   - label: The button's label.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.filter = filter
        self.maxSelectionCount = maxSelectionCount
        self.selection = selection
        self.picksOne = false
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one asset titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: The picked item.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
            Text(titleKey)
        }
    }

    /// A picker of one asset titled with a string.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: The picked item.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
            Text(title)
        }
    }

    /// A picker of several assets titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: How many can be picked; nil for any number.
    ///   - selectionBehavior: How picking behaves.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
            matching: filter, preferredItemEncoding: preferredItemEncoding
        ) { Text(titleKey) }
    }

    /// A picker of several assets titled with a string.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: How many can be picked; nil for any number.
    ///   - selectionBehavior: How picking behaves.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
            matching: filter, preferredItemEncoding: preferredItemEncoding
        ) { Text(title) }
    }
}

extension View {
    /// Presents the photo library for the person to pick one asset while `isPresented` is true
    /// (see ``PhotosPicker``).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the library is presented.
    ///   - selection: The picked item.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    /// - Returns: A view that presents the library.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        sheet(isPresented: isPresented) {
            PhotosLibrarySheet(
                filter: filter, maxSelectionCount: 1, picked: selection.wrappedValue.map { [$0] } ?? [],
                pick: { selection.wrappedValue = $0.first }, picksOne: true)
        }
    }

    /// Presents the photo library for the person to pick several assets while `isPresented` is
    /// true (see ``PhotosPicker``).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the library is presented.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: How many can be picked; nil for any number.
    ///   - selectionBehavior: How picking behaves.
    ///   - filter: Which assets it offers; nil for all.
    ///   - preferredItemEncoding: Which representation to load.
    /// - Returns: A view that presents the library.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        sheet(isPresented: isPresented) {
            PhotosLibrarySheet(
                filter: filter, maxSelectionCount: maxSelectionCount, picked: selection.wrappedValue,
                pick: { selection.wrappedValue = $0 }, picksOne: false)
        }
    }
}
