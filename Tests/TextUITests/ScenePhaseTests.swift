import Testing
import TextUI

/// The host's scene phase is what views read as `\.scenePhase`; setting it runs what reacts to it.
@MainActor
@Suite struct ScenePhaseTests {
    struct Notes: View {
        @Environment(\.scenePhase) private var scenePhase
        @State private var saves = 0
        var body: some View {
            Text("Phase: \(scenePhase), saved \(saves)")
                .onChange(of: scenePhase) { _, phase in
                    if phase == .background { saves += 1 }
                }
        }
    }

    @Test func scenePhase_isActiveUntilTheHostSetsAnother() {
        let host = ViewHost(Notes())
        #expect(host.scenePhase == .active)
        #expect(host.render() == "Phase: active, saved 0")
    }

    @Test func settingTheScenePhase_reevaluatesReadersAndRunsTheirOnChange() {
        let host = ViewHost(Notes())

        host.scenePhase = .inactive
        host.scenePhase = .background

        #expect(host.render() == "Phase: background, saved 1")
        host.scenePhase = .active
        #expect(host.render() == "Phase: active, saved 1")
    }

    @Test func phases_areOrdered() {
        #expect(ScenePhase.background < .inactive)
        #expect(ScenePhase.inactive < .active)
    }
}
