import StoreKit
import Testing
import TextUI
import TextUITesting

/// The review request as apps make it, through the environment
/// (developer.apple.com/documentation/storekit/requestreviewaction): counted, never shown.
@MainActor
@Suite struct StoreKitTests {
    struct Finished: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            Button("Done") { requestReview() }
        }
    }

    @Test func eachRequest_isCounted() async throws {
        try await SimulatedAppStore.withStore { () async throws in
            let host = ViewHost(Finished())
            #expect(SimulatedAppStore.reviewRequests == 0)
            try host.tap("Done")
            try host.tap("Done")
            SKStoreReviewController.requestReview()
            #expect(SimulatedAppStore.reviewRequests == 3)
            #expect(host.render() == "[ Done ]")
        }
    }
}
