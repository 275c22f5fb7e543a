import AVFoundation
import AVKit
import SwiftUI

struct ScreeningDetail: View {
    let screening: Screening
    @EnvironmentObject private var sounds: SoundEffects
    @State private var hasTicket = false
    @State private var synthesizer = AVSpeechSynthesizer()

    var body: some View {
        List {
            Section("Trailer") {
                TrailerView(url: screening.trailer, title: screening.title)
            }
            Section("Synopsis") {
                Text(screening.synopsis)
                Button("Read Synopsis") {
                    let utterance = AVSpeechUtterance(string: screening.synopsis)
                    utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
                    utterance.rate = AVSpeechUtteranceDefaultSpeechRate
                    synthesizer.speak(utterance)
                }
            }
            Section("Ticket") {
                if hasTicket {
                    Text("Enjoy the show!")
                    NavigationLink("Show Ticket") { TicketView(screening: screening) }
                } else {
                    Button("Buy Ticket") {
                        sounds.play("chime")
                        hasTicket = true
                    }
                }
            }
        }
        .navigationTitle(screening.title)
    }
}

struct TrailerView: View {
    let url: URL
    let title: String
    @State private var player: AVPlayer?

    var body: some View {
        VideoPlayer(player: player) {
            Text(title)
                .font(.caption)
        }
        .frame(height: 200)
        .onAppear {
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            player = AVPlayer(url: url)
        }
        .onDisappear {
            player?.pause()
        }
    }
}
