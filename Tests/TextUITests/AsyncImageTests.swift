import Foundation
import LoopbackServer
import Testing
import TextUI

/// An async image shows its placeholder, then its content once the image has loaded from a real
/// server on 127.0.0.1 (or its failure phase when what comes back is no image).
@MainActor
@Suite struct AsyncImageTests {
    struct Poster: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { image in
                image.resizable().overlay { Text("Poster shown") }
            } placeholder: {
                ProgressView()
            }
        }
    }

    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, transaction: Transaction()) { phase in
                switch phase {
                case .empty: Text("loading")
                case .success: Text("loaded")
                case .failure(let error): Text("failed: \(error.localizedDescription)")
                @unknown default: Text("unknown")
                }
            }
        }
    }

    @Test func showsThePlaceholder_thenTheContentOnceLoaded() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let host = ViewHost(Poster(url: server.url("/poster.png")))
        #expect(host.render() == "[...]")

        #expect(await host.settle(timeout: .seconds(600)))

        #expect(host.render() == "Poster shown")
    }

    @Test func thePhases_followTheLoad() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let host = ViewHost(
            VStack {
                Phases(url: server.url("/poster.png"))
                Phases(url: server.url("/movie/popular"))
                Phases(url: server.url("/not-found"))
                Phases(url: nil)
            })
        #expect(host.render() == "loading\nloading\nloading\nloading")

        #expect(await host.settle(timeout: .seconds(600)))

        #expect(
            host.render() == """
                loaded
                failed: popular is not an image
                failed: the server answered 404
                loading
                """)
    }

    @Test func aRefusedConnection_isAFailure() async throws {
        let host = ViewHost(Phases(url: try refusedLoopbackURL(path: "/poster.png")))
        #expect(await host.settle(timeout: .seconds(600)))
        #expect(host.render().hasPrefix("failed: "))
    }

    @Test func leavingTheTree_cancelsTheLoad() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let host = ViewHost(Phases(url: server.url("/slow")))
        #expect(host.runningTasks.count == 1)
        host.unmount()
        #expect(await host.settle(timeout: .seconds(12)), "the 15-second answer was not waited for")
        #expect(host.runningTasks.isEmpty)
    }

    @Test func theSimplestForm_rendersNothing() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let host = ViewHost(
            VStack {
                AsyncImage(url: server.url("/poster.png"), scale: 2); Text("caption")
            })
        #expect(await host.settle(timeout: .seconds(600)))
        #expect(host.render() == "caption")
    }
}
