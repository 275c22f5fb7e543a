import Foundation
import LoopbackServer
import Testing

// This file imports only Foundation (and the test support), as an iOS app's model file does: what it
// uses below comes from the target's one setting (AppleFoundation imported into every file), as
// Apple's Foundation gives it. Without the setting none of it compiles on Linux (`URLSession` is in
// FoundationNetworking there; the rest does not exist in Linux's Foundation).

/// What Apple's Foundation gives every file: URLSession, ObservableObject, @Observable, the user's
/// directories, key-value access on UserDefaults, ListFormatter.
@Suite struct FoundationOnlyFileTests {
    @Test func urlSession_fetchesFromARealServer_withoutImportingFoundationNetworking() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)

        let (data, response) = try await session.data(from: server.url("/movie/popular"))

        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("\"results\""))
        _ = URLSession.shared
    }

    final class Budget: ObservableObject {
        @Published var limit = 10.0
    }

    @Observable final class Tally {
        var count = 0
    }

    @Test func observableObjects_andObservableClasses_areVisible() {
        let budget = Budget()
        var changes = 0
        let subscription = budget.objectWillChange.sink { changes += 1 }
        budget.limit = 20
        #expect(changes == 1)
        subscription.cancel()

        let tally = Tally()
        let observed = Counter()
        withObservationTracking {
            _ = tally.count
        } onChange: {
            observed.increment()
        }
        tally.count += 1
        #expect(observed.value == 1)
    }

    final class Counter: @unchecked Sendable {  // written and read on the test's thread only
        private(set) var value = 0
        func increment() { value += 1 }
    }

    // Apple's URL documentation: `documentsDirectory` and its siblings (iOS 16); on Linux the
    // directories FileManager finds, under the home directory.
    @Test func theUsersDirectories_areUnderTheHomeDirectory() {
        let home = URL.homeDirectory.standardizedFileURL.path
        for directory in [URL.documentsDirectory, .cachesDirectory, .applicationSupportDirectory, .downloadsDirectory] {
            #expect(directory.standardizedFileURL.path.hasPrefix(home))
            #expect(directory.hasDirectoryPath)
        }
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    }

    // NSObject's key-value coding, which NSUserDefaults answers with its own values (Apple's
    // `setValue(_:forKey:)`: nil removes the value).
    @Test func userDefaults_keyValueAccess_readsAndWritesTheDefaults() throws {
        let suite = "AppleFoundationTests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        defaults.setValue(42, forKey: "answer")
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        #expect(defaults.integer(forKey: "answer") == 42)

        defaults.set("Ann", forKey: "name")
        #expect(defaults.value(forKey: "name") as? String == "Ann")

        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
        #expect(defaults.object(forKey: "answer") == nil)
    }

    // Apple's ListFormatter: items joined the locale's way ("a, b, and c" in English).
    @Test func listFormatter_joinsItemsTheLocalesWay() {
        let sut = ListFormatter()
        sut.locale = Locale(identifier: "en_US")
        #expect(sut.string(from: ["Tea", "Coffee", "Milk"]) == "Tea, Coffee, and Milk")
        #expect(sut.string(from: [1, 2]) == "1 and 2")
        #expect(sut.string(for: "not a list") == nil)

        sut.locale = Locale(identifier: "es_ES")
        #expect(sut.string(from: ["té", "café"]) == "té y café")
        #expect(!ListFormatter.localizedString(byJoining: ["a", "b"]).isEmpty)
    }
}
