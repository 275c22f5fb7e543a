import TextUI
import TextUITesting
import XCTest

/// The XCTest spelling, as in Essential Developer-style test suites.
final class XCTestLeakTrackingTests: XCTestCase {
    final class Spy {}

    func test_trackForMemoryLeaks_passesForAReleasedInstance() {
        let spy = Spy()
        trackForMemoryLeaks(spy)
    }

    @MainActor
    func test_settledRender_waitsForTasks() async {
        struct Loading: View {
            @State var text = "loading"
            var body: some View {
                Text(text).task { text = "done" }
            }
        }
        let host = ViewHost(Loading())
        trackForMemoryLeaks(host)

        let rendered = await host.settledRender()

        XCTAssertEqual(rendered, "done")
        host.unmount()
    }
}
