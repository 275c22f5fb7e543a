import Combine
import Foundation
import Testing

/// Publishers deliver each value to every subscriber until it cancels, as Combine's do.
@Suite struct PublisherTests {
    final class Thermostat: ObservableObject {
        @Published var target = 20
        @Published var mode = "heat"
    }

    @Test func objectWillChange_announcesEachWriteBeforeItHappens() {
        let thermostat = Thermostat()
        var seen: [Int] = []
        let subscription = thermostat.objectWillChange.sink { seen.append(thermostat.target) }

        thermostat.target = 21
        thermostat.mode = "cool"
        thermostat.target = 22

        #expect(seen == [20, 21, 21])
        subscription.cancel()
        thermostat.target = 23
        #expect(seen == [20, 21, 21])
    }

    @Test func publishedProjection_sendsTheCurrentValue_thenEachNewOne() {
        let thermostat = Thermostat()
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        thermostat.$target.sink { seen.append($0) }.store(in: &cancellables)

        thermostat.target = 18
        thermostat.target = 19

        #expect(seen == [20, 18, 19])
    }

    @Test func releasingTheCancellable_endsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var subscription: AnyCancellable? = subject.sink { seen.append($0) }

        subject.send(1)
        subscription = nil
        subject.send(2)

        #expect(seen == [1])
        #expect(subscription == nil)
    }

    @Test func operators_transformFilterAndDropValues() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let subscription =
            subject
            .dropFirst()
            .removeDuplicates()
            .filter { $0 % 2 == 0 }
            .map { "#\($0)" }
            .eraseToAnyPublisher()
            .sink { seen.append($0) }

        for value in [2, 4, 4, 5, 6, 6, 8] {
            subject.send(value)
        }

        #expect(seen == ["#4", "#6", "#8"])
        subscription.cancel()
    }

    @Test func currentValueSubject_givesItsValueFirst_andStopsAfterCompletion() {
        let subject = CurrentValueSubject<String, Never>("idle")
        var seen: [String] = []
        var finished = false
        let subscription = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })

        subject.value = "busy"
        subject.send(completion: .finished)
        subject.send("ignored")

        #expect(seen == ["idle", "busy"])
        #expect(finished)
        #expect(subject.value == "busy")
        subscription.cancel()
    }

    @Test func assignToPublished_writesThroughTheObject() {
        final class Readout: ObservableObject {
            @Published var text = ""
        }
        let readout = Readout()
        let source = PassthroughSubject<Int, Never>()
        var announcements = 0
        let subscription = readout.objectWillChange.sink { announcements += 1 }

        source.map { "\($0)°" }.assign(to: &readout.$text)
        source.send(21)

        #expect(readout.text == "21°")
        #expect(announcements == 1)
        subscription.cancel()
    }

    @Test func assignOnObject_writesEachValue() {
        final class Box {
            var value = 0
        }
        let box = Box()
        let subscription = Just(7).assign(to: \.value, on: box)

        #expect(box.value == 7)
        subscription.cancel()
    }

    @Test func timer_deliversDatesWhileConnected_andStopsWhenCancelled() async throws {
        let ticks = TickCounter()
        let subscription = Timer.publish(every: 0.01, on: .main, in: .common)
            .autoconnect()
            .sink { _ in ticks.count += 1 }

        let clock = ContinuousClock()
        // A hang guard only: a busy machine (a sanitized run beside other builds) delays the ticks,
        // 30 s did not always see three.
        let deadline = clock.now + .seconds(300)
        while ticks.count < 3, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(ticks.count >= 3)
        subscription.cancel()
        let stopped = ticks.count
        try await Task.sleep(for: .milliseconds(50))
        #expect(ticks.count == stopped)
    }

    @Test func receiveOn_deliversOnTheScheduler() async {
        let subject = PassthroughSubject<Int, Never>()
        let ticks = TickCounter()
        let mainQueue = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        let subscription = subject.receive(on: DispatchQueue.main).sink { _ in
            #expect(DispatchQueue.getSpecific(key: mainQueue) == true)
            ticks.count += 1
        }

        subject.send(1)
        let clock = ContinuousClock()
        // A hang guard only: a busy machine (a sanitized run beside other builds) delays the ticks,
        // 30 s did not always see three.
        let deadline = clock.now + .seconds(300)
        while ticks.count == 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(ticks.count == 1)
        subscription.cancel()
    }
}

/// A count shared with a publisher's callbacks (which run on the main queue in these tests).
final class TickCounter: @unchecked Sendable {  // written on the main queue only, read after
    var count = 0
}
