import SwiftUI

struct CheckerboardView: View {
    @State private var rows = 4
    @State private var columns = 4
    @State private var lineWidth = 4.0

    var body: some View {
        VStack(spacing: 20) {
            Checkerboard(rows: rows, columns: columns)
                .fill(.indigo.gradient)
                .frame(width: 200, height: 200)
                .onTapGesture {
                    withAnimation(.linear(duration: 3)) {
                        rows = 8
                        columns = 16
                    }
                }

            Triangle()
                .stroke(.red, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                .frame(width: 200, height: 150)

            Arc(startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
                .strokeBorder(.blue, lineWidth: 10)
                .frame(width: 120, height: 120)

            Text("\(rows) × \(columns)")
                .font(.headline)
            Stepper("Line width: \(Int(lineWidth))", value: $lineWidth, in: 1...20)
                .padding(.horizontal)
        }
    }
}
