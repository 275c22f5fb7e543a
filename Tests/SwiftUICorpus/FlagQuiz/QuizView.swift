import SwiftUI

struct QuizView: View {
    @State private var deck: FlagDeck
    @State private var correctAnswer: Int
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0
    @State private var round = 1
    @State private var spinAmount = 0.0
    @State private var tappedFlag: Int?
    @State private var gameOver = false

    private let shuffles: Bool
    private let rounds = 8

    init(deck: FlagDeck, shuffles: Bool = true) {
        _deck = State(initialValue: deck)
        _correctAnswer = State(initialValue: 0)
        self.shuffles = shuffles
    }

    var body: some View {
        ZStack {
            RadialGradient(
                stops: [
                    .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                    .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
                ], center: .top, startRadius: 200, endRadius: 400
            )
            .ignoresSafeArea()

            VStack(spacing: 15) {
                Spacer()
                Text("Guess the Flag")
                    .titleStyle()

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))
                        Text(deck.countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            FlagImage(country: deck.countries[number])
                        }
                        .rotation3DEffect(
                            .degrees(tappedFlag == number ? spinAmount : 0), axis: (x: 0, y: 1, z: 0)
                        )
                        .opacity(tappedFlag == nil || tappedFlag == number ? 1 : 0.25)
                        .scaleEffect(tappedFlag == nil || tappedFlag == number ? 1 : 0.8)
                        .animation(.spring(duration: 0.5, bounce: 0.4), value: tappedFlag)
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Spacer()

                Text("Score: \(score)")
                    .foregroundStyle(.white)
                    .font(.title.bold())
                Text("Round \(round) of \(rounds)")
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.7))

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
        .alert("Game over", isPresented: $gameOver) {
            Button("Play again", role: .cancel, action: reset)
        } message: {
            Text("You scored \(score) out of \(rounds).")
        }
    }

    private func flagTapped(_ number: Int) {
        tappedFlag = number
        withAnimation(.easeInOut(duration: 0.6)) {
            spinAmount += 360
        }
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That’s the flag of \(deck.countries[number])"
        }
        if round == rounds {
            gameOver = true
        } else {
            showingScore = true
        }
    }

    private func askQuestion() {
        if shuffles { deck.shuffle() }
        correctAnswer = shuffles ? Int.random(in: 0...2) : (correctAnswer + 1) % 3
        tappedFlag = nil
        round += 1
    }

    private func reset() {
        score = 0
        round = 0
        askQuestion()
    }
}

#Preview {
    QuizView(deck: .standard)
}
