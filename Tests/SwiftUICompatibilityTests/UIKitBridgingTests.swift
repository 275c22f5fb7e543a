import SwiftUI
import Testing
import UIKit

/// UIKit code around SwiftUI views: a hosting controller as UIKit code makes and presents one, and
/// a representable that wraps UIKit's activity indicator, as apps write them for iOS.
@MainActor
@Suite struct UIKitBridgingTests {
    struct Greeting: View {
        let name: String
        var body: some View { Text("Hello, \(name)") }
    }

    // Apple's `UIHostingController`: a view controller whose `rootView` is the SwiftUI view; code
    // replaces it to update the screen, and presents the controller as any other.
    @Test func aHostingController_keepsItsRootView_andIsPresentedAsAnyController() throws {
        let controller = UIHostingController(rootView: Greeting(name: "Ann"))
        controller.sizingOptions = .intrinsicContentSize
        #expect(controller.rootView.name == "Ann")
        controller.rootView = Greeting(name: "Bo")
        #expect(ViewHost(controller.rootView).render() == "Hello, Bo")

        let presenter = UIViewController()
        presenter.present(controller, animated: true)
        #expect(presenter.presentedViewController === controller)
        #expect(controller.sizeThatFits(in: CGSize(width: 100, height: 50)) == CGSize(width: 100, height: 50))
        #expect(UIHostingController<Greeting>(coder: NSCoder()) == nil)
    }

    struct Spinner: UIViewRepresentable {
        let isAnimating: Bool

        func makeUIView(context: Context) -> UIActivityIndicatorView {
            UIActivityIndicatorView(style: .medium)
        }

        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
            if isAnimating { uiView.startAnimating() } else { uiView.stopAnimating() }
        }
    }

    struct Loading: View {
        @State var loading = true
        var body: some View {
            VStack {
                Spinner(isAnimating: loading)
                Button("Done") { loading = false }
            }
        }
    }

    @Test func aWrappedActivityIndicator_followsTheStateItIsUpdatedFrom() throws {
        let host = ViewHost(Loading())
        #expect(host.render() == "[UIActivityIndicatorView]\n[ Done ]")
        try host.tap("Done")
        #expect(host.render() == "[UIActivityIndicatorView]\n[ Done ]")
    }

    // Apple's `ImageRenderer`: `uiImage` is the content rendered at the renderer's scale (Apple's
    // `scale` page: a 100 × 50 view at scale 2 is a 200 × 100 image); here its size is the
    // proposal, or the text rendering's columns and lines.
    @Test func anImageRenderer_makesImagesOfItsContentsSize_atItsScale() throws {
        let renderer = ImageRenderer(
            content: VStack {
                Text("Hello"); Text("Hi")
            })
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 5, height: 2) && image.scale == 1)

        renderer.proposedSize = ProposedViewSize(width: 100, height: 50)
        renderer.scale = 2
        let scaled = try #require(renderer.uiImage)
        #expect(scaled.size == CGSize(width: 100, height: 50) && scaled.scale == 2)
        let png = try #require(scaled.pngData())
        #expect(UIImage(data: png)?.size == CGSize(width: 200, height: 100))
    }

    // Apple's `Image(_:scale:orientation:label:)` and `Image(decorative:scale:orientation:)` make an
    // image of a `CGImage`; the label is what accessibility reads, and a decorative image is ignored
    // by accessibility (their pages). `UIImage(cgImage:scale:orientation:)` sizes the image in points.
    @Test func anImageOfACGImage_isNamedByItsLabel_orNotAtAll() throws {
        let pixels = Data([0, 0, 0, 255, 255, 255, 255, 255])
        let bitmap = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: CGDataProvider(data: pixels), decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let labelled = ViewHost(
            Button {
            } label: {
                Image(bitmap, scale: 2, orientation: .up, label: Text("Ticket code"))
            })
        #expect(labelled.render() == "[ Ticket code ]")
        let decorative = ViewHost(
            Button {
            } label: {
                Image(decorative: bitmap, scale: 2)
            })
        #expect(decorative.render() == "[  ]")
        let image = UIImage(cgImage: bitmap, scale: 2, orientation: .right)
        #expect(image.size == CGSize(width: 0.5, height: 1) && image.cgImage === bitmap)
        #expect(UIImage(data: try #require(image.pngData()))?.size == CGSize(width: 2, height: 1))
    }
}
