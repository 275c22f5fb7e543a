import Combine
import Testing

/// first, last, output(at:), output(in:), prefix, contains, allSatisfy and their forms.
@Suite(.endsRecordings) struct SelectingTests {
    @Test func first_deliversTheFirstValue_andCancelsUpstream() {
        var cancelled = false
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        subject.handleEvents(receiveCancel: { cancelled = true }).first().subscribe(subscriber)
        subject.send(5)
        subject.send(6)
        #expect(subscriber.values == [5])
        #expect(subscriber.completion == "finished")
        #expect(cancelled)
    }

    @Test func firstWhere_andTryFirstWhere_findTheFirstMatch() {
        let match = RecordingSubscriber<Int, Never>()
        [1, 4, 6].publisher.first { $0.isMultiple(of: 2) }.subscribe(match)
        #expect(match.values == [4])

        let failing = RecordingSubscriber<Int, any Error>()
        [1, 4].publisher.tryFirst { _ in throw TestError("test") }.subscribe(failing)
        #expect(failing.completion == "failure: test")
    }

    @Test func last_deliversTheLastValueAtTheEnd() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.last().subscribe(subscriber)
        #expect(subscriber.values == [3])

        let matching = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.last { $0 < 3 }.subscribe(matching)
        #expect(matching.values == [2])

        let failing = RecordingSubscriber<Int, any Error>()
        [1, 2, 3].publisher.tryLast { value in
            if value == 3 { throw TestError("three") }
            return true
        }.subscribe(failing)
        #expect(failing.values.isEmpty)
        #expect(failing.completion == "failure: three")
    }

    @Test func outputAtAndIn_pickByPosition() {
        let at = RecordingSubscriber<String, Never>()
        ["a", "b", "c"].publisher.output(at: 1).subscribe(at)
        #expect(at.values == ["b"])
        #expect(at.completion == "finished")

        let range = RecordingSubscriber<String, Never>()
        ["a", "b", "c", "d"].publisher.output(in: 1...2).subscribe(range)
        #expect(range.values == ["b", "c"])

        let prefix = RecordingSubscriber<String, Never>()
        ["a", "b", "c"].publisher.prefix(2).subscribe(prefix)
        #expect(prefix.values == ["a", "b"])
        #expect(prefix.completion == "finished")
    }

    @Test func contains_andContainsWhere_stopAtTheFirstMatch() {
        let contains = RecordingSubscriber<Bool, Never>()
        [1, 2, 3].publisher.contains(2).subscribe(contains)
        #expect(contains.values == [true])

        let missing = RecordingSubscriber<Bool, Never>()
        [1, 2, 3].publisher.contains(7).subscribe(missing)
        #expect(missing.values == [false])

        let matching = RecordingSubscriber<Bool, Never>()
        [1, 2, 3].publisher.contains { $0 > 2 }.subscribe(matching)
        #expect(matching.values == [true])

        let failing = RecordingSubscriber<Bool, any Error>()
        [1].publisher.tryContains { _ in throw TestError("test") }.subscribe(failing)
        #expect(failing.completion == "failure: test")
    }

    @Test func allSatisfy_isFalseAtTheFirstFailure() {
        let all = RecordingSubscriber<Bool, Never>()
        [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(all)
        #expect(all.values == [true])

        let notAll = RecordingSubscriber<Bool, Never>()
        [2, 3, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(notAll)
        #expect(notAll.values == [false])

        let failing = RecordingSubscriber<Bool, any Error>()
        [1].publisher.tryAllSatisfy { _ in throw TestError("test") }.subscribe(failing)
        #expect(failing.completion == "failure: test")
    }
}
