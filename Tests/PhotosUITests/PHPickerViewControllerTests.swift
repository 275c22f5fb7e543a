import Foundation
import Locking
import PhotosUI
import Testing
import UIKit

/// `PHPickerViewController` as apps wrap it (iOS 14; Hacking with Swift's Instafilter wraps it in
/// an `ImagePicker` representable): the delegate is told the picked assets, at most the
/// configuration's selection limit (1 by default), each with an item provider that loads a
/// `UIImage` (developer.apple.com/documentation/photokit/phpickerviewcontroller); asset identifiers
/// come only with a photo library's configuration.
@MainActor
@Suite struct PHPickerViewControllerTests {
    final class Delegate: PHPickerViewControllerDelegate {
        var results: [PHPickerResult]?
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results = results
        }
    }

    /// A PNG file's first bytes: a 60 by 30 image. Made for each test, not kept in a static: a
    /// `Data` this size holds its storage in an enum payload whose spare bits hide the pointer from
    /// LeakSanitizer, which then reports a global kept to the end as a leak.
    private static var png: Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 60, 0, 0, 0, 30] + [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    private let library: [SimulatedPhotoLibrary.Asset] = [
        .init(identifier: "beach.png", data: png), .init(identifier: "dunes.png", data: png),
    ]

    @Test func pickingPhotos_tellsTheDelegate_andEachProviderLoadsAnImage() async throws {
        try await SimulatedPhotoLibrary.withLibrary(of: library) {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            let picker = PHPickerViewController(configuration: configuration)
            let delegate = Delegate()
            picker.delegate = delegate
            picker.pick(["beach.png", "dunes.png"])
            let results = try #require(delegate.results)
            #expect(results.count == 1, "one at most by default")
            #expect(results.first?.assetIdentifier == nil, "no library in the configuration")
            let provider = try #require(results.first?.itemProvider)
            #expect(provider.canLoadObject(ofClass: UIImage.self))
            #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
            #expect(provider.registeredTypeIdentifiers == ["public.png"])
            let size = Locked<CGSize?>(nil)
            provider.loadObject(ofClass: UIImage.self) { image, _ in size.withLock { $0 = (image as? UIImage)?.size } }
            #expect(size.withLock { $0 } == CGSize(width: 60, height: 30))
            let bytes = Locked(0)
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in
                bytes.withLock { $0 = data?.count ?? 0 }
            }
            #expect(bytes.withLock { $0 } == Self.png.count)
        }
    }

    @Test func aLibrarysConfiguration_identifiesAssets_andAnEmptyPickIsACancel() async {
        await SimulatedPhotoLibrary.withLibrary(of: library) {
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.selectionLimit = 0
            let picker = PHPickerViewController(configuration: configuration)
            let delegate = Delegate()
            picker.delegate = delegate
            picker.pick(["dunes.png", "beach.png", "gone.png"])
            #expect(delegate.results?.map(\.assetIdentifier) == ["dunes.png", "beach.png"])
            picker.pick([])
            #expect(delegate.results?.isEmpty == true)
        }
    }

    @Test func dataThatIsNoImage_loadsNoImage() {
        let provider = NSItemProvider(data: Data("text".utf8), typeIdentifier: "public.plain-text")
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let failed = Locked(false)
        provider.loadObject(ofClass: UIImage.self) { image, error in
            failed.withLock { $0 = image == nil && error != nil }
        }
        #expect(failed.withLock { $0 })
    }
}
