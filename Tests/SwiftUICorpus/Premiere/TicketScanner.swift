import AVFoundation
import SwiftUI

struct TicketScanner: View {
    @State private var status = "Checking the camera…"

    var body: some View {
        Text(status)
            .task {
                switch AVCaptureDevice.authorizationStatus(for: .video) {
                case .authorized:
                    status = "Point the camera at a ticket"
                case .notDetermined:
                    let granted = await AVCaptureDevice.requestAccess(for: .video)
                    status = granted ? "Point the camera at a ticket" : "Camera access denied"
                default:
                    status = "Camera access denied"
                }
            }
    }
}
