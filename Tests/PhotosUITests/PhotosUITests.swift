import Foundation
import PhotosUI
import Testing
import TextUI
import TextUITesting

/// `PhotosPicker` over the simulated library: a button that presents the library; picking one
/// asset sets the selection and closes it, as Apple's picker does for a single selection
/// (developer.apple.com/documentation/photokit/photospicker). Each test has a library of its own
/// (`SimulatedPhotoLibrary.withLibrary`).
@MainActor
@Suite struct PhotosUITests {
    struct Avatar: View {
        @State var item: PhotosPickerItem?
        @State var loaded = "nothing"
        var body: some View {
            VStack(alignment: .leading) {
                PhotosPicker("Choose Photo", selection: $item, matching: .images)
                Text("Loaded: \(loaded)")
            }
            .task(id: item) {
                if let data = try? await item?.loadTransferable(type: Data.self) {
                    loaded = "\(data.count) bytes"
                }
            }
        }
    }

    @Test func pickingAPhoto_setsTheSelection_andItsDataLoads() async throws {
        let library: [SimulatedPhotoLibrary.Asset] = [
            .init(identifier: "beach.jpg", data: Data([1, 2, 3])),
            .init(identifier: "clip.mov", data: Data([4]), isVideo: true),
        ]
        try await SimulatedPhotoLibrary.withLibrary(of: library) {
            let host = ViewHost(Avatar())
            try host.tap("Choose Photo")
            let sheet = host.render()
            #expect(sheet.contains("beach.jpg"))
            #expect(!sheet.contains("clip.mov"))  // the filter allows images only
            try host.tap("beach.jpg")
            await host.settle(timeout: .seconds(600))
            #expect(host.render().contains("Loaded: 3 bytes"))
            #expect(!host.render().contains("Cancel"))  // the library closed
        }
    }

    @Test func anEmptyLibrary_saysSo_andCancelLeavesTheSelection() async throws {
        try await SimulatedPhotoLibrary.withLibrary(of: []) {
            let host = ViewHost(Avatar())
            try host.tap("Choose Photo")
            #expect(host.render().contains("No Photos or Videos"))
            try host.tap("Cancel")
            #expect(host.render().contains("Loaded: nothing"))
        }
    }

    @Test func itemsOfAssetsNoLongerThere_loadNothing() async throws {
        try await SimulatedPhotoLibrary.withLibrary(of: [.init(identifier: "a", data: Data([9]))]) { () async throws in
            #expect(try await PhotosPickerItem(itemIdentifier: "gone").loadTransferable(type: Data.self) == nil)
            await #expect(throws: PhotosPickerItem.LoadingError.self) {
                _ = try await PhotosPickerItem(itemIdentifier: "a").loadTransferable(type: String.self)
            }
            #expect(PHPickerFilter.not(.videos) == .not(.videos))
        }
        #expect(PHPickerFilter.any(of: [.images, .videos]) != .images)
    }
}
