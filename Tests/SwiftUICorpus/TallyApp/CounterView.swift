import SwiftUI

struct CounterView: View {
    @ObservedObject var counter: Counter

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Count: \(counter.count)")
                    .font(.largeTitle)
                Stepper("Step: \(counter.step)", value: $counter.step, in: 1...10)
                HStack {
                    Button("Add") { counter.increment() }
                        .buttonStyle(.borderedProminent)
                    Button("Reset", role: .destructive) { counter.reset() }
                }
            }
            .padding()
            .navigationTitle("Tally")
        }
    }
}
