import SwiftUI
import Testing
import UIKit

/// `UIViewRepresentable` and `UIViewControllerRepresentable` make their UIKit object once while in
/// the tree (after the coordinator), update it at each rendering, dismantle it when they leave, and
/// render as the object's class name; apps' share sheets compile and run as written for iOS.
@MainActor
@Suite struct RepresentableTests {
    /// What the representables did, in order.
    @MainActor final class Log {
        var events: [String] = []
    }

    final class MapView: UIView {}

    struct Map: UIViewRepresentable {
        let zoom: Int
        let log: Log

        final class Coordinator {
            let log: Log
            init(log: Log) { self.log = log }
        }

        func makeCoordinator() -> Coordinator {
            log.events.append("coordinator")
            return Coordinator(log: log)
        }

        func makeUIView(context: Context) -> MapView {
            context.coordinator.log.events.append("make")
            return MapView()
        }

        func updateUIView(_ uiView: MapView, context: Context) {
            uiView.tag = zoom
            log.events.append("update \(zoom)")
        }

        static func dismantleUIView(_ uiView: MapView, coordinator: Coordinator) {
            coordinator.log.events.append("dismantle \(uiView.tag)")
        }
    }

    struct Screen: View {
        let log: Log
        @State var showsMap = true
        @State var zoom = 1
        var body: some View {
            VStack {
                Toggle("Map", isOn: $showsMap)
                Button("Zoom") { zoom += 1 }
                if showsMap { Map(zoom: zoom, log: log) }
            }
        }
    }

    @Test func aRepresentedView_isMadeOnce_updated_andDismantledWhenItLeaves() throws {
        let log = Log()
        let host = ViewHost(Screen(log: log))
        #expect(host.texts().contains("[MapView]"), "\(host.texts())")
        #expect(log.events == ["coordinator", "make", "update 1"])

        try host.tap("Zoom")
        #expect(log.events.suffix(1) == ["update 2"])
        #expect(log.events.filter { $0 == "make" }.count == 1, "the same view, updated")

        try host.toggle("Map")
        #expect(log.events.last == "dismantle 2")
        #expect(!host.texts().contains("[MapView]"))

        try host.toggle("Map")
        #expect(log.events.suffix(3) == ["coordinator", "make", "update 2"], "a new view once back")
    }

    /// The iOS share-sheet idiom, as apps write it.
    struct ShareSheet: UIViewControllerRepresentable {
        var items: [Any]

        func makeUIViewController(context: Context) -> UIActivityViewController {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
            controller.excludedActivityTypes = [.airDrop]
            return controller
        }

        func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
    }

    struct Article: View {
        @State var isSharing = false
        var body: some View {
            Button("Share") { isSharing = true }
                .sheet(isPresented: $isSharing) { ShareSheet(items: ["https://swift.org"]) }
        }
    }

    @Test func aShareSheet_rendersAsItsController() throws {
        let host = ViewHost(Article())
        try host.tap("Share")
        #expect(host.texts().contains("[UIActivityViewController]"), "\(host.texts())")
    }

    @Test func theWindowsRootController_presentsAndDismisses() throws {
        let root = try #require(UIApplication.shared.windows.first?.rootViewController)
        let share = UIActivityViewController(activityItems: ["a"], applicationActivities: nil)
        var presented = false
        root.present(share, animated: true) { presented = true }
        #expect(presented)
        #expect(root.presentedViewController === share)
        #expect(share.presentingViewController === root)
        share.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(share.view != nil, "a controller's view is made when asked for")
    }

    /// The multi-line text idiom: a `UITextView` whose coordinator is its delegate and writes the
    /// binding, as apps write it for iOS.
    struct NotesField: UIViewRepresentable {
        @Binding var text: String

        func makeUIView(context: Context) -> UITextView {
            let textView = UITextView()
            textView.delegate = context.coordinator
            textView.textAlignment = .left
            return textView
        }

        func updateUIView(_ uiView: UITextView, context: Context) {
            uiView.text = text
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        class Coordinator: NSObject, UITextViewDelegate {
            var parent: NotesField
            init(_ parent: NotesField) { self.parent = parent }
            func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
    }

    /// The photo-picking idiom.
    struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Environment(\.dismiss) private var dismiss

        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
            picker.delegate = context.coordinator
            return picker
        }

        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

        func makeCoordinator() -> Coordinator { Coordinator(self) }

        class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            let parent: PhotoPicker
            init(_ parent: PhotoPicker) { self.parent = parent }
            func imagePickerController(
                _ picker: UIImagePickerController,
                didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
            ) {
                parent.image = info[.originalImage] as? UIImage
                parent.dismiss()
            }
        }
    }

    struct Journal: View {
        @State var notes = "Day one"
        @State var photo: UIImage?
        var body: some View {
            VStack {
                NotesField(text: $notes)
                Text(notes)
                Text(photo == nil ? "no photo" : "a photo")
                PhotoPicker(image: $photo)
            }
        }
    }

    @Test func delegatesOfWrappedViews_writeTheirBindings() throws {
        let host = ViewHost(Journal())
        #expect(host.texts().contains("[UITextView]"), "\(host.texts())")
        #expect(host.texts().contains("[UIImagePickerController]"))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))

        // What UIKit would do when someone types or picks: call the delegates.
        var written = ""
        let notes = NotesField(text: Binding(get: { "" }, set: { written = $0 })).makeCoordinator()
        let textView = UITextView()
        textView.text = "typed"
        notes.textViewDidChange(textView)
        #expect(written == "typed")
        #expect(notes.textView(textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
        #expect(notes.textViewShouldBeginEditing(textView), "the delegate's defaults, as UIKit's optional methods")
    }

    /// The blurred-background idiom.
    struct Blur: UIViewRepresentable {
        var style: UIBlurEffect.Style = .systemMaterial
        func makeUIView(context: Context) -> UIVisualEffectView {
            UIVisualEffectView(effect: UIBlurEffect(style: style))
        }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
            uiView.effect = UIBlurEffect(style: style)
        }
    }

    @Test func aBlurredBackground_rendersAsItsEffectView_keepingTheEffect() throws {
        let host = ViewHost(
            VStack {
                Text("Title"); Blur(style: .dark)
            })
        #expect(host.texts() == ["Title", "[UIVisualEffectView]"], "\(host.texts())")
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        #expect((view.effect as? UIBlurEffect)?.style == .light)
    }
}
