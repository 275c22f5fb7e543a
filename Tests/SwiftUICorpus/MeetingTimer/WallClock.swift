import SwiftUI

/// A clock that ticks with a timer publisher kept by the view.
public struct WallClock: View {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @State private var ticks = 0

    public init(interval: TimeInterval = 1) {
        timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect()
    }

    public var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}
