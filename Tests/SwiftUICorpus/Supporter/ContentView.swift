import StoreKit
import SwiftUI

struct ContentView: View {
    @EnvironmentObject var store: Store
    @State private var isPurchasing = false
    @State private var errorTitle = ""
    @State private var isShowingError = false

    var body: some View {
        NavigationStack {
            List {
                Section("Pro") {
                    if store.isPro {
                        Label("Pro unlocked", systemImage: "checkmark.seal.fill")
                    } else if let pro = store.proUnlock {
                        VStack(alignment: .leading) {
                            Text(pro.displayName)
                                .font(.headline)
                            Text(pro.description)
                                .font(.caption)
                        }
                        Button {
                            Task { await buy(pro) }
                        } label: {
                            Text("Unlock for \(pro.displayPrice)")
                        }
                        .disabled(isPurchasing)
                    }
                }
                Section("Tip jar") {
                    ForEach(store.tips) { tip in
                        TipRow(tip: tip, buy: buy)
                    }
                    if let thanks = store.lastTipThanks {
                        Text(thanks)
                            .foregroundStyle(.secondary)
                    }
                }
                Section {
                    Button("Restore Purchases") {
                        Task { await store.restore() }
                    }
                }
            }
            .navigationTitle("Support")
            .alert(errorTitle, isPresented: $isShowingError) {
                Button("OK", role: .cancel) {}
            }
        }
        .task {
            await store.requestProducts()
            await store.updateCustomerProductStatus()
        }
    }

    @MainActor
    private func buy(_ product: Product) async {
        isPurchasing = true
        defer { isPurchasing = false }
        do {
            _ = try await store.purchase(product)
        } catch StoreError.failedVerification {
            errorTitle = "Your purchase could not be verified by the App Store."
            isShowingError = true
        } catch {
            errorTitle = "Purchase failed"
            isShowingError = true
        }
    }
}

struct TipRow: View {
    let tip: Product
    let buy: (Product) async -> Void

    var body: some View {
        HStack {
            Text(tip.displayName)
            Spacer()
            Button(tip.displayPrice) {
                Task { await buy(tip) }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
