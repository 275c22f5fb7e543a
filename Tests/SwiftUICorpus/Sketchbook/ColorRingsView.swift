import SwiftUI

struct ColorCyclingCircle: View {
    var amount = 0.0
    var steps = 100

    var body: some View {
        ZStack {
            ForEach(0..<steps, id: \.self) { value in
                Circle()
                    .inset(by: Double(value))
                    .strokeBorder(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                color(for: value, brightness: 1),
                                color(for: value, brightness: 0.5),
                            ]),
                            startPoint: .top,
                            endPoint: .bottom
                        ),
                        lineWidth: 2
                    )
            }
        }
        .drawingGroup()
    }

    func color(for value: Int, brightness: Double) -> Color {
        var targetHue = Double(value) / Double(steps) + amount
        if targetHue > 1 {
            targetHue -= 1
        }
        return Color(hue: targetHue, saturation: 1, brightness: brightness)
    }
}

struct ColorRingsView: View {
    @State private var colorCycle = 0.0
    @State private var blur = 0.0

    var body: some View {
        VStack {
            ColorCyclingCircle(amount: colorCycle)
                .frame(width: 300, height: 300)

            ZStack {
                Circle()
                    .fill(Color(red: 1, green: 0, blue: 0))
                    .frame(width: 100)
                    .offset(x: -25, y: -25)
                    .blendMode(.screen)
                Circle()
                    .fill(.green)
                    .frame(width: 100)
                    .offset(x: 25, y: -25)
                    .blendMode(.screen)
                Circle()
                    .fill(.blue)
                    .frame(width: 100)
                    .blendMode(.screen)
            }
            .frame(width: 150, height: 150)
            .background(.black)
            .saturation(blur / 20)
            .blur(radius: (1 - blur / 20) * 5)

            Canvas { context, size in
                let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
                context.stroke(Path(ellipseIn: rect), with: .color(.orange), lineWidth: 3)
                context.fill(Path(roundedRect: rect.insetBy(dx: 20, dy: 20), cornerRadius: 8), with: .color(.mint))
            }
            .frame(width: 120, height: 80)

            Text("Cycle: \(colorCycle, format: .percent.precision(.fractionLength(0)))")
            Slider(value: $colorCycle)
                .padding()
            Text("Blur")
            Slider(value: $blur, in: 0...20)
                .padding(.horizontal)
        }
    }
}
