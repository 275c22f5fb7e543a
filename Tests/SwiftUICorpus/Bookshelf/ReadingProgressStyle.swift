import SwiftUI

struct ReadingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(Color.teal.opacity(0.3))
                .frame(height: 20.0)
            RoundedRectangle(cornerRadius: 10.0)
                .strokeBorder(lineWidth: 2)
            if #available(iOS 15.0, macOS 12.0, *) {
                ProgressView(configuration)
                    .tint(.teal)
                    .frame(height: 12.0)
                    .padding(.horizontal)
            } else {
                ProgressView(configuration)
                    .frame(height: 12.0)
                    .padding(.horizontal)
            }
        }
    }
}
