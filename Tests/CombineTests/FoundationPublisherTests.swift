import Combine
import Foundation
import LoopbackServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// NotificationCenter's publisher, and URLSession's data task publisher against a real server on
/// 127.0.0.1.
@Suite(.endsRecordings) struct FoundationPublisherTests {
    @Test func notificationCenterPublisher_deliversPostedNotifications_untilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("SettingsChanged")
        let subscriber = RecordingSubscriber<Notification, Never>()
        center.publisher(for: name).subscribe(subscriber)
        center.post(name: name, object: nil, userInfo: ["key": "volume"])
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(subscriber.values.map(\.name) == [name])
        #expect(subscriber.values.first?.userInfo?["key"] as? String == "volume")

        subscriber.subscription?.cancel()
        center.post(name: name, object: nil)
        #expect(subscriber.values.count == 1)
    }

    @Test func notificationCenterPublisher_filtersByObject() {
        final class Sender {}
        let center = NotificationCenter()
        let name = Notification.Name("Ping")
        let sender = Sender()
        let subscriber = RecordingSubscriber<Notification, Never>()
        center.publisher(for: name, object: sender).subscribe(subscriber)
        center.post(name: name, object: Sender())
        center.post(name: name, object: sender)
        #expect(subscriber.values.count == 1)
    }

    @Test func dataTaskPublisher_loadsFromARealServer_andDecodes() async throws {
        struct Page: Decodable {
            struct Movie: Decodable { let title: String }
            let results: [Movie]
        }
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let session = URLSession(configuration: makeSessionConfiguration())
        let titles = try await session.dataTaskPublisher(for: server.url("/movie/popular"))
            .map(\.data)
            .decode(type: Page.self, decoder: JSONDecoder())
            .map { $0.results.map(\.title) }
            .values
            .first { _ in true }
        #expect(titles?.count == 2)
    }

    @Test func dataTaskPublisher_givesTheStatusInTheResponse() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let session = URLSession(configuration: makeSessionConfiguration())
        let status = try await session.dataTaskPublisher(for: URLRequest(url: server.url("/not-found")))
            .map { ($0.response as? HTTPURLResponse)?.statusCode }
            .values
            .first { _ in true }
        #expect(status == 404)
    }

    @Test func dataTaskPublisher_failsWithAURLError_whenNothingListens() async throws {
        let session = URLSession(configuration: makeSessionConfiguration())
        do {
            _ = try await session.dataTaskPublisher(for: refusedLoopbackURL()).values.first { _ in true }
            Issue.record("a refused connection should fail")
        } catch let error as URLError {
            #expect(error.code == .cannotConnectToHost)
        }
    }
}
