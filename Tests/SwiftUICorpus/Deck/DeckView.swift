import SwiftUI

struct DeckView: View {
    @State private var cards = Card.examples
    @State private var known = 0
    @State private var unknown = 0

    var body: some View {
        VStack {
            Text("Known: \(known)  Unknown: \(unknown)")
                .font(.headline)
                .padding()
                .background(.black.opacity(0.75))
                .clipShape(.capsule)

            ZStack {
                ForEach(cards) { card in
                    CardView(card: card) { wasKnown in
                        withAnimation {
                            remove(card, known: wasKnown)
                        }
                    }
                    .transition(.asymmetric(insertion: .scale, removal: .move(edge: .leading)))
                    .stacked(at: index(of: card), in: cards.count)
                }
            }
            .allowsHitTesting(!cards.isEmpty)

            if cards.isEmpty {
                Button("Start Again") {
                    cards = Card.examples
                    known = 0
                    unknown = 0
                }
                .padding()
                .background(.white)
                .foregroundStyle(.black)
                .clipShape(.capsule)
            }
        }
    }

    private func index(of card: Card) -> Int {
        cards.firstIndex(of: card) ?? 0
    }

    private func remove(_ card: Card, known wasKnown: Bool) {
        cards.removeAll { $0.id == card.id }
        if wasKnown {
            known += 1
        } else {
            unknown += 1
        }
    }
}

extension View {
    func stacked(at position: Int, in total: Int) -> some View {
        let offset = Double(total - position)
        return self.offset(y: offset * 10)
    }
}
