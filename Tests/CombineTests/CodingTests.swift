import Combine
import Foundation
import Testing

/// encode and decode with top-level coders.
@Suite(.endsRecordings) struct CodingTests {
    struct Film: Codable, Equatable {
        let title: String
        let year: Int
    }

    @Test func encodeThenDecode_roundTrips() {
        let subscriber = RecordingSubscriber<Film, any Error>()
        Just(Film(title: "Heat", year: 1995))
            .encode(encoder: JSONEncoder())
            .decode(type: Film.self, decoder: JSONDecoder())
            .subscribe(subscriber)
        #expect(subscriber.values == [Film(title: "Heat", year: 1995)])
        #expect(subscriber.completion == "finished")
    }

    @Test func decode_failsOnInvalidData() {
        let subscriber = RecordingSubscriber<Film, any Error>()
        Just(Data("{".utf8)).decode(type: Film.self, decoder: JSONDecoder()).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completion?.hasPrefix("failure:") == true)
    }
}
