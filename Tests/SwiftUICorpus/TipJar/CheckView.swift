import SwiftUI

struct CheckView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var roundUp = false
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]

    private var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    private var grandTotal: Double {
        let tip = checkAmount / 100 * Double(tipPercentage)
        let total = checkAmount + tip
        return roundUp ? total.rounded(.up) : total
    }

    private var totalPerPerson: Double {
        grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<12) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)

                    Toggle("Round up the total", isOn: $roundUp)
                        .tint(.green)
                }

                Section {
                    Text(grandTotal, format: .currency(code: "USD"))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                } header: {
                    Text("Total")
                } footer: {
                    Text("Includes the tip.")
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                        .font(.title2.weight(.semibold))
                        .monospacedDigit()
                }
            }
            .navigationTitle("TipJar")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if amountIsFocused {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") {
                            amountIsFocused = false
                        }
                    }
                }
            }
            .scrollDismissesKeyboard(.interactively)
        }
    }
}

#Preview {
    CheckView()
}
