import FlagQuiz
import SwiftUI
import Testing

/// A quiz with gradients, materials, clipped image buttons, a custom title modifier, springs and a
/// 3D spin works as a person plays it: each flag button is found by its image's accessibility
/// label, an alert with a message says whether the answer was right, and the last round ends the
/// game with an alert whose cancel button starts again.
@MainActor
@Suite struct FlagQuizTests {
    @Test func theFirstQuestion_showsThreeFlagButtons_andTheScore() {
        let host = ViewHost(app: FlagQuizApp())

        #expect(
            host.render() == """
                Guess the Flag
                Tap the flag of
                Estonia
                [ Flag of Estonia ]
                [ Flag of France ]
                [ Flag of Germany ]
                Score: 0
                Round 1 of 8
                """
        )
    }

    @Test func aRightAnswer_scores_andContinuingAsksTheNextQuestion() throws {
        let host = ViewHost(app: FlagQuizApp())

        try host.tap("Flag of Estonia")
        #expect(host.render().hasSuffix("Score: 1\nRound 1 of 8\n━━ Alert: Correct ━━\nYour score is 1\n[ Continue ]"))

        try host.tap("Continue")

        #expect(host.render().contains("Tap the flag of\nFrance"))
        #expect(host.render().hasSuffix("Score: 1\nRound 2 of 8"))
    }

    @Test func aWrongAnswer_namesTheFlagTapped() throws {
        let host = ViewHost(app: FlagQuizApp())

        try host.tap("Flag of Germany")

        #expect(
            host.render().hasSuffix("━━ Alert: Wrong! That’s the flag of Germany ━━\nYour score is 0\n[ Continue ]"))
        #expect(throws: ViewHostError.self) { try host.tap("Flag of France") }
    }

    @Test func theLastRound_endsTheGame_andPlayingAgainStartsOver() throws {
        let host = ViewHost(app: FlagQuizApp())
        for round in 0..<7 {
            try host.tap(["Flag of Estonia", "Flag of France", "Flag of Germany"][round % 3])
            try host.tap("Continue")
        }
        #expect(host.render().hasSuffix("Score: 7\nRound 8 of 8"))

        try host.tap("Flag of France")
        #expect(host.render().hasSuffix("━━ Alert: Game over ━━\nYou scored 8 out of 8.\n[ Play again ]"))

        try host.tap("Play again")

        #expect(host.render().hasSuffix("Score: 0\nRound 1 of 8"))
    }
}
