import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

struct TicketView: View {
    let screening: Screening
    private let context = CIContext()
    private let filter = CIFilter.qrCodeGenerator()

    var body: some View {
        VStack(spacing: 16) {
            Text(screening.title)
                .font(.title)
            Text("Seat \(screening.seat)")
            Image(uiImage: generateQRCode(from: screening.ticketCode))
                .interpolation(.none)
                .resizable()
                .scaledToFit()
                .frame(width: 200, height: 200)
                .accessibilityLabel("Ticket code")
            Text("Show this code at the door")
                .font(.footnote)
        }
    }

    func generateQRCode(from string: String) -> UIImage {
        filter.message = Data(string.utf8)
        if let outputImage = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)),
            let cgImage = context.createCGImage(outputImage, from: outputImage.extent)
        {
            return UIImage(cgImage: cgImage)
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}
