import SwiftUI

/// Spending against a budget: entries added with a tap (and a haptic), the total copied to the
/// pasteboard, the limit stepped; UIKit reached through `import SwiftUI`, as on iOS.
struct LedgerView: View {
    @ObservedObject var budget: Budget
    @State private var ledger = Ledger()
    @State private var copied = false

    var body: some View {
        NavigationStack {
            List {
                Section("Entries") {
                    ForEach(ledger.entries) { entry in
                        LabeledContent(entry.title, value: entry.amount, format: .number)
                    }
                }
                Section("Budget") {
                    Stepper("Limit: \(Int(budget.limit))", value: $budget.limit, in: 0...500, step: 10)
                    Text(ledger.total > budget.limit ? "Over budget" : "Within budget")
                        .foregroundStyle(ledger.total > budget.limit ? Theme.overBudget : Theme.withinBudget)
                        .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                }
            }
            .navigationTitle("Ledger")
            .toolbar {
                Button("Add Coffee") {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    ledger.add("Coffee", amount: 4.5)
                }
                Button("Copy Total") {
                    UIPasteboard.general.string = String(format: "%.2f", ledger.total)
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    copied = true
                }
                Button("Settings") { SettingsLink.open() }
            }
            if copied {
                Text("Copied")
            }
        }
    }
}

/// The ledger app (mounted with `ViewHost(app:)`; a library target has no `@main`).
struct LedgerApp: App {
    @StateObject private var budget = Budget(limit: 10)

    var body: some Scene {
        WindowGroup {
            LedgerView(budget: budget)
        }
    }
}
