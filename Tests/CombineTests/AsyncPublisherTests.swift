import Combine
import Foundation
import Testing

/// values: publishers as async sequences.
@Suite struct AsyncPublisherTests {
    @Test func values_stepThroughASequence() async {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values {
            seen.append(value)
        }
        #expect(seen == [1, 2, 3])
    }

    @Test func values_throwThePublishersFailure() async {
        var seen: [Int] = []
        do {
            for try await value in [1].publisher.setFailureType(to: TestError.self).append(
                Fail(error: TestError("end"))
            )
            .values {
                seen.append(value)
            }
            Issue.record("the loop should have thrown")
        } catch {
            #expect("\(error)" == "end")
        }
        #expect(seen == [1])
    }

    @Test func values_askForOneValueAtATime() async {
        final class Model: ObservableObject {
            @Published var count = 0
        }
        let model = Model()
        var iterator = model.$count.values.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        model.count = 1  // no step of the loop is waiting: dropped, as in Combine
        var buffered = model.$count.buffer(size: 10, prefetch: .keepFull, whenFull: .dropOldest).values
            .makeAsyncIterator()
        model.count = 2
        model.count = 3
        #expect(await buffered.next() == 1)
        #expect(await buffered.next() == 2)
        #expect(await buffered.next() == 3)
    }

    @Test func buffer_keepsValuesSentWhileTheLoopIsBusy() async {
        let subject = PassthroughSubject<Int, Never>()
        let values = subject.buffer(size: 10, prefetch: .keepFull, whenFull: .dropOldest).values
        var iterator = values.makeAsyncIterator()
        for value in 1...3 { subject.send(value) }
        subject.send(completion: .finished)
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        #expect(seen == [1, 2, 3])
    }

    @Test func cancellingTheTask_endsTheLoop() async {
        let subject = PassthroughSubject<Int, Never>()
        let task = Task {
            var count = 0
            for await _ in subject.values { count += 1 }
            return count
        }
        task.cancel()
        #expect(await task.value == 0)
    }
}
