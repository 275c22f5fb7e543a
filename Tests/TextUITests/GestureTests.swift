import Foundation
import Testing
import TextUI

/// Gestures are performed through the host on the view that shows a text: taps, long presses,
/// drags, pinches and rotations run their `onChanged`, `updating` and `onEnded` actions.
@MainActor
@Suite struct GestureTests {
    struct Card: View {
        @State var offset = CGSize.zero
        @State var changes: [CGFloat] = []
        @GestureState var dragging = CGSize.zero
        var body: some View {
            VStack {
                Text("Card")
                    .gesture(
                        DragGesture()
                            .updating($dragging) { value, state, _ in state = value.translation }
                            .onChanged { changes.append($0.translation.width) }
                            .onEnded { offset = $0.translation })
                Text("offset \(Int(offset.width)),\(Int(offset.height)) dragging \(Int(dragging.width))")
                Text("changes \(changes.map { Int($0) })")
            }
        }
    }

    @Test func drag_changesHalfwayAndAtTheEnd_thenEnds() throws {
        let host = ViewHost(Card())

        try host.drag("Card", by: CGSize(width: 120, height: -8))

        #expect(host.render() == "Card\noffset 120,-8 dragging 0\nchanges [60, 120]")
    }

    @Test func gestureState_followsTheGesture_andResetsWhenItEnds() throws {
        var seen: [Int] = []
        struct Probe: View {
            @GestureState var dragging = 0.0
            let record: (Int) -> Void
            var body: some View {
                Text("Handle")
                    .gesture(
                        DragGesture()
                            .updating($dragging) { value, state, _ in state = value.translation.width }
                            .onChanged { _ in record(Int(dragging)) })
                Text("dragging \(Int(dragging))")
            }
        }
        let host = ViewHost(Probe { seen.append($0) })

        try host.drag("Handle", by: CGSize(width: 40, height: 0))

        #expect(seen == [20, 40], "updating ran before onChanged, and the view saw the new state")
        #expect(host.render() == "Handle\ndragging 0")
    }

    @Test func aDragShorterThanTheMinimumDistance_isNotRecognized() {
        let host = ViewHost(Text("Card").gesture(DragGesture(minimumDistance: 50).onEnded { _ in }))
        #expect(throws: ViewHostError.controlNotFound(kind: .gesture, label: "Card", available: [])) {
            try host.drag("Card", by: CGSize(width: 10, height: 0))
        }
    }

    @Test func dragValue_reportsLocationsAndPredictions() throws {
        var ended: DragGesture.Value?
        let host = ViewHost(
            Text("Card").gesture(DragGesture().onEnded { ended = $0 }), clock: .manual(startingAt: .distantPast))
        try host.drag("Card", by: CGSize(width: 30, height: 40))
        let value = try #require(ended)
        #expect(value.startLocation == .zero)
        #expect(value.location == CGPoint(x: 30, y: 40))
        #expect(value.translation == CGSize(width: 30, height: 40))
        #expect(value.predictedEndTranslation == value.translation)
        #expect(value.time == .distantPast)
    }

    @Test func tapGestures_areTappedByTheirText() throws {
        struct Counter: View {
            @State var taps = 0
            @State var location = CGPoint(x: -1, y: -1)
            var body: some View {
                Text("Taps \(taps)").gesture(TapGesture(count: 2).onEnded { taps += 1 })
                Text("Spot").onTapGesture(count: 1, coordinateSpace: .global) { location = $0 }
                Text("at \(Int(location.x))")
            }
        }
        let host = ViewHost(Counter())
        try host.tap("Taps 0")
        try host.tap("Spot")
        #expect(host.render() == "Taps 1\nSpot\nat 0")
    }

    @Test func longPress_runsTheActionAndReportsPressing() throws {
        var log: [String] = []
        let host = ViewHost(
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) {
                    log.append("action")
                } onPressingChanged: {
                    log.append("pressing \($0)")
                })
        try host.longPress("Hold")
        #expect(log == ["pressing true", "action", "pressing false"])
        #expect(throws: ViewHostError.self) { try host.longPress("Hold", duration: 0.5) }
    }

    @Test func sequencedGestures_runTheSecondAfterTheFirst() throws {
        var values: [String] = []
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .onEnded { value in
                switch value {
                case .first: values.append("first")
                case .second(let pressed, let drag):
                    values.append("second \(pressed) \(Int(drag?.translation.width ?? -1))")
                }
            }
        let host = ViewHost(Text("Tile").gesture(gesture))
        try host.drag("Tile", by: CGSize(width: 25, height: 0))
        #expect(values == ["second true 25"])
    }

    @Test func exclusiveAndSimultaneousGestures_combineTheirValues() throws {
        var exclusive: [String] = []
        var simultaneous: [String] = []
        let host = ViewHost(
            VStack {
                Text("Either").gesture(
                    TapGesture().exclusively(before: LongPressGesture()).onEnded { value in
                        switch value {
                        case .first: exclusive.append("tap")
                        case .second: exclusive.append("press")
                        }
                    })
                Text("Both").gesture(
                    MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { value in
                        simultaneous.append("\(value.first?.magnification ?? 0) \(value.second == nil)")
                    })
            })
        try host.tap("Either")
        try host.longPress("Either")
        try host.magnify("Both", by: 2)
        #expect(exclusive == ["tap", "press"])
        #expect(simultaneous == ["2.0 true"])
    }

    @Test func magnifyAndRotate_reportScaleAndAngle() throws {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        let host = ViewHost(
            VStack {
                Text("Photo").gesture(MagnificationGesture().onChanged { scales.append($0) })
                Text("Dial").gesture(RotationGesture().onEnded { angles.append($0.radians * 180 / .pi) })
                Text("Knob").gesture(
                    RotateGesture().map { $0.rotation.radians * 180 / .pi }.onEnded { angles.append($0) })
            })
        try host.magnify("Photo", by: 3)
        try host.rotate("Dial", by: .degrees(90))
        try host.rotate("Knob", by: .degrees(-30))
        #expect(scales == [2, 3])
        #expect(angles.map { $0.rounded() } == [90, -30])
    }

    @Test func highPriorityGestures_winOverTheViewsOwn_andSimultaneousOnesRunToo() throws {
        var log: [String] = []
        let host = ViewHost(
            Text("Row")
                .onTapGesture { log.append("own") }
                .simultaneousGesture(TapGesture().onEnded { log.append("simultaneous") })
                .highPriorityGesture(TapGesture().onEnded { log.append("high") }))
        try host.tap("Row")
        #expect(log == ["high", "simultaneous"])

        log.removeAll()
        let plain = ViewHost(
            Text("Row")
                .onTapGesture { log.append("inner") }
                .gesture(TapGesture().onEnded { log.append("outer") }))
        try plain.tap("Row")
        #expect(log == ["inner"], "a subview's gesture has priority over its parent's")
    }

    @Test func aMaskWithoutTheGesture_disablesIt() {
        let host = ViewHost(Text("Card").gesture(TapGesture().onEnded {}, including: .subviews))
        #expect(throws: ViewHostError.self) { try host.tap("Card") }
    }

    @Test func customGestures_areMadeOfTheirBody() throws {
        struct Swipe: Gesture {
            var body: some Gesture<String> {
                DragGesture(minimumDistance: 20).map { $0.translation.width > 0 ? "right" : "left" }
            }
        }
        var direction = ""
        let host = ViewHost(Text("Deck").gesture(Swipe().onEnded { direction = $0 }))
        try host.drag("Deck", by: CGSize(width: -80, height: 0))
        #expect(direction == "left")
        let erased = ViewHost(Text("Deck").gesture(AnyGesture(Swipe()).onEnded { direction = $0 }))
        try erased.drag("Deck", by: CGSize(width: 80, height: 0))
        #expect(direction == "right")
    }

    @Test func anOptionalGesture_isTheGestureItHolds_andNilRecognizesNothing() throws {
        struct Switcher: View {
            var enabled: Bool
            @State var taps = 0
            var body: some View {
                Text("Switch \(taps)").gesture(enabled ? TapGesture().onEnded { taps += 1 } : nil)
            }
        }
        let host = ViewHost(Switcher(enabled: true))
        try host.tap("Switch 0")
        #expect(host.render() == "Switch 1")
        let off = ViewHost(Switcher(enabled: false))
        #expect(throws: ViewHostError.self) { try off.tap("Switch 0") }
        #expect(off.render() == "Switch 0")
    }

    @Test func aDisabledView_refusesGestures() {
        let host = ViewHost(Text("Card").gesture(DragGesture().onEnded { _ in }).disabled(true))
        #expect(throws: ViewHostError.controlDisabled(kind: .gesture, label: "Card")) {
            try host.drag("Card", by: CGSize(width: 50, height: 0))
        }
    }
}
