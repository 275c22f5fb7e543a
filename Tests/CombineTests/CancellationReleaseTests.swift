import Combine
import Foundation
import Testing

/// A cancelled subscription lets go of its subscriber: a subscriber that keeps its subscription (as
/// most do) is freed once it is cancelled and nothing else holds it. (A `@Published` property's
/// subscription kept it: LeakSanitizer found the cycle. The buffer's own cycle, its request
/// handler holding its outlet, shows only to LeakSanitizer: `Scripts/test --sanitize address`.)
@Suite struct CancellationReleaseTests {
    /// A subscriber that keeps its subscription, as `sink`'s and most hand-written ones do.
    final class KeepingSubscriber: Subscriber, @unchecked Sendable {
        // Unchecked: each test uses it from one task only.
        var subscription: (any Subscription)?
        var values: [Int] = []

        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {}
    }

    final class Model: ObservableObject {
        @Published var count = 0
    }

    @Test func aPublishedPropertysSubscriber_isFreed_onceCancelled() {
        let model = Model()
        weak var released: KeepingSubscriber?
        do {
            let subscriber = KeepingSubscriber()
            released = subscriber
            model.$count.subscribe(subscriber)
            model.count = 1
            #expect(subscriber.values == [0, 1])
            subscriber.subscription?.cancel()
        }
        #expect(released == nil, "the cancelled subscription still holds its subscriber")
    }

    @Test func aBufferedSubscriber_isFreed_onceCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: KeepingSubscriber?
        do {
            let subscriber = KeepingSubscriber()
            released = subscriber
            subject.buffer(size: 4, prefetch: .keepFull, whenFull: .dropOldest).subscribe(subscriber)
            subject.send(1)
            #expect(subscriber.values == [1])
            subscriber.subscription?.cancel()
        }
        #expect(released == nil, "the cancelled buffer still holds its subscriber")
    }
}
