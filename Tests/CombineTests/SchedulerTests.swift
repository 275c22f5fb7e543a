import Combine
import Foundation
import Testing

/// The schedulers' time types, and receive(on:) and subscribe(on:).
@Suite(.endsRecordings) struct SchedulerTests {
    @Test func dispatchQueueStrides_countNanoseconds() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).magnitude == 300_000_000)
        #expect(Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(Stride.seconds(0.5).magnitude == 500_000_000)
        #expect(Stride.microseconds(7).magnitude == 7_000)
        #expect(Stride.nanoseconds(9).magnitude == 9)
        let literal: Stride = 1
        #expect(literal == .seconds(1))
        #expect(Stride.milliseconds(1) < .seconds(1))

        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .milliseconds(5))) == .milliseconds(5))
    }

    @Test func runLoopAndOperationQueueStrides_countSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).timeInterval == 0.3)
        #expect(Stride.seconds(2).timeInterval == 2)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        #expect(start.advanced(by: .seconds(1.5)).date == Date(timeIntervalSince1970: 101.5))
        #expect(start.distance(to: start.advanced(by: 3)) == 3)

        let queueTime = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 0))
        #expect(abs(queueTime.advanced(by: .milliseconds(10)).date.timeIntervalSince1970 - 0.01) < 1e-6)
    }

    @Test func immediateScheduler_runsAtOnce() {
        var ran = false
        ImmediateScheduler.shared.schedule { ran = true }
        #expect(ran)
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.receive(on: ImmediateScheduler.shared).subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == "finished")
    }

    @Test func receiveOn_andSubscribeOn_useTheScheduler() {
        let scheduler = TestScheduler()
        let received = RecordingSubscriber<Int, Never>()
        [1].publisher.receive(on: scheduler).subscribe(received)
        #expect(received.values.isEmpty)
        scheduler.advance()
        #expect(received.values == [1])
        #expect(received.completion == "finished")

        let subscribed = RecordingSubscriber<Int, Never>()
        [2].publisher.subscribe(on: scheduler).subscribe(subscribed)
        #expect(subscribed.subscription == nil)
        scheduler.advance()
        #expect(subscribed.values == [2])
    }

    @Test func dispatchQueue_schedulesAfterADeadline() async {
        let queue = DispatchQueue(label: "scheduler-test")
        let start = queue.now
        let ran: DispatchQueue.SchedulerTimeType = await withCheckedContinuation { continuation in
            queue.schedule(after: start.advanced(by: .milliseconds(20))) { continuation.resume(returning: queue.now) }
        }
        #expect(start.distance(to: ran) >= .milliseconds(20))
    }
}
