import AVFoundation
import CoreImage
import Foundation
import SwiftUI
import Testing

@testable import Premiere

/// A cinema's app written as iOS apps are, with AVFoundation, AVKit and Core Image, works as a
/// person uses it: the trailer plays in a `VideoPlayer`, the synopsis is read aloud, buying a ticket
/// plays a bundled chime, the ticket's QR code is the one the standard gives, and the scanner asks
/// for the camera. Each test listens to a speaker and a camera of its own.
@MainActor
@Suite struct PremiereTests {
    /// `PREMIERE:1042:F7` at level M (version 2), as libqrencode 4.1.1 draws it (`qrencode -8 -l M`).
    static let ticketCode = [
        "XXXXXXX....XX.X...XXXXXXX",
        "X.....X.X..X.X....X.....X",
        "X.XXX.X...X.X..X..X.XXX.X",
        "X.XXX.X..XX..X....X.XXX.X",
        "X.XXX.X.X..XXX..X.X.XXX.X",
        "X.....X..X....XXX.X.....X",
        "XXXXXXX.X.X.X.X.X.XXXXXXX",
        ".........X..X...X........",
        "X.X.X.X..XX.X.......X..X.",
        "XXX..X.X..XXXX....XX...X.",
        "X.X.XXXX.X..X.X.X.X..XXXX",
        ".X..XX.....XXXX.X..XX..XX",
        "X.X.X.XX.X....X.X.XX..X.X",
        ".XX........X..XXX.XX..X..",
        "X.XX.XXXX....X..X.XXXXXXX",
        ".X..XX.....X.....X.....X.",
        "X.X..XX...X.X..XXXXXX.X.X",
        "........X.XXXX..X...XXX..",
        "XXXXXXX....XX.XXX.X.XXXXX",
        "X.....X.....XXXXX...X..X.",
        "X.XXX.X.XX.X..X.XXXXX.X.X",
        "X.XXX.X...XX..XXXX.X.....",
        "X.XXX.X.X.X..X..XX.XXXX.X",
        "X.....X....X....X..XX..X.",
        "XXXXXXX.X...X...X.X.XXXXX",
    ]

    private func makeSUT() -> ViewHost {
        ViewHost(app: PremiereApp())
    }

    private func onAFreshDevice(_ test: () async throws -> Void) async rethrows {
        try await SimulatedAudioOutput.withOutput {
            try await SimulatedCaptureDevices.withDevice { try await test() }
        }
    }

    @Test func theTrailer_playsFromTheVideoPlayersControl() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Dune: Part Two")
            #expect(host.render().contains("▶ dune.mp4 · paused"))
            #expect(host.render().contains("Dune: Part Two"), "the overlay")
            try host.tap("▶ Play")
            #expect(host.render().contains("▶ dune.mp4 · playing"))
            #expect(AVAudioSession.sharedInstance().category == .playback)
            host.unmount()
        }
    }

    @Test func theSynopsis_isReadAloud() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Past Lives")
            try host.tap("Read Synopsis")
            #expect(SimulatedAudioOutput.spokenText == ["Two childhood friends meet again in New York, decades later."])
            host.unmount()
        }
    }

    @Test func buyingATicket_playsTheChime() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Dune: Part Two")
            try host.tap("Buy Ticket")
            #expect(host.render().contains("Enjoy the show!"))
            #expect(SimulatedAudioOutput.playedSounds == ["chime.wav"], "the bundled sound, found and read")
            host.unmount()
        }
    }

    @Test func theTicket_showsTheQRCodeOfItsScreening() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Dune: Part Two")
            try host.tap("Buy Ticket")
            try host.tap("Show Ticket")
            #expect(host.render().contains("Seat F7"))
            #expect(host.render().contains("Show this code at the door"))
        }
        let screening = Screening.tonight[0]
        let code = TicketView(screening: screening).generateQRCode(from: screening.ticketCode)
        let image = try #require(code.cgImage, "not the placeholder")
        #expect(code.size == CGSize(width: 270, height: 270), "25 modules and a margin of one, ten points each")
        let pixels = [UInt8](image.dataProvider?.data ?? Data())
        let modules = (0..<25).map { row in
            String(
                (0..<25).map { column -> Character in
                    pixels[((row + 1) * 10 + 5) * image.bytesPerRow + ((column + 1) * 10 + 5) * 4] < 128 ? "X" : "."
                })
        }
        #expect(modules == Self.ticketCode)
        #expect(code.pngData()?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    @Test func theScanner_asksForTheCamera() async throws {
        try await onAFreshDevice {
            let host = makeSUT()
            try host.tap("Scan Ticket")
            await host.settle(timeout: .seconds(600))
            #expect(host.render().contains("Camera access denied"), "by default the person declines")
            host.unmount()
        }
        try await onAFreshDevice {
            SimulatedCaptureDevices.setAnswer(.authorized, for: .video)
            let host = makeSUT()
            try host.tap("Scan Ticket")
            await host.settle(timeout: .seconds(600))
            #expect(host.render().contains("Point the camera at a ticket"))
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
            host.unmount()
        }
    }
}
