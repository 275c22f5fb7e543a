import Combine
import Testing

/// handleEvents and print.
@Suite(.endsRecordings) struct DebuggingTests {
    @Test func handleEvents_seesEachEventInOrder() {
        var events: [String] = []
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        [1, 2].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") },
            receiveOutput: { events.append("value \($0)") },
            receiveCompletion: { _ in events.append("completion") },
            receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("request \($0)") }
        ).subscribe(subscriber)
        subscriber.subscription?.cancel()
        #expect(
            events == [
                "subscription", "request max(1)", "value 1", "request max(1)", "value 2", "request max(1)",
                "completion",
                "cancel",
            ])
        #expect(subscriber.values == [1, 2])
    }

    @Test func print_writesEachEventToTheStream() {
        let stream = LineCollector()
        let cancellable = [7].publisher.print("numbers", to: stream).sink { _ in }
        #expect(
            stream.lines == [
                "numbers: receive subscription: (Sequence)", "numbers: request unlimited",
                "numbers: receive value: (7)", "numbers: receive finished",
            ])
        cancellable.cancel()
    }
}

/// A text stream that keeps what is written (a class, so the publisher's copy writes here).
final class LineCollector: TextOutputStream {
    private var text = ""

    func write(_ string: String) {
        text += string
    }

    var lines: [String] { text.split(separator: "\n").map(String.init) }
}
