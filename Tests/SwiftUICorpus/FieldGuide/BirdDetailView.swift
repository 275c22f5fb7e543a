import SwiftUI

struct BirdDetailView: View {
    let bird: Bird
    @Binding var isSeen: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(bird.latinName)
                    .italic()
                WingspanGauge(centimeters: bird.wingspanCentimeters)
                    .frame(height: 40)
                Text("Wingspan: \(bird.wingspanCentimeters) cm")
                Toggle("Seen it", isOn: $isSeen)
            }
            .padding()
        }
        .navigationTitle(bird.name)
    }
}

/// A half circle whose arc shows the wingspan against the largest bird of the guide.
struct WingspanGauge: View {
    let centimeters: Int

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Arc(fraction: 1)
                    .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                Arc(fraction: min(Double(centimeters) / 200, 1))
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .accessibilityHidden(true)
    }
}

struct Arc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.maxY),
            radius: min(rect.width / 2, rect.height),
            startAngle: .degrees(180),
            endAngle: .degrees(180 + 180 * fraction),
            clockwise: false
        )
        return path
    }
}
