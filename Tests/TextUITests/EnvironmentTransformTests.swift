import Testing
import TextUI

private struct FirstKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct SecondKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var first: Int {
        get { self[FirstKey.self] }
        set { self[FirstKey.self] = newValue }
    }
    fileprivate var second: Int {
        get { self[SecondKey.self] }
        set { self[SecondKey.self] = newValue }
    }
}

/// `transformEnvironment` transforms the value its descendants read, and behaves as SwiftUI's
/// does when its key path changes.
@MainActor
@Suite struct EnvironmentTransformTests {
    /// What the reader saw at each evaluation of its body.
    final class Seen {
        var values: [[Int]] = []
    }

    struct Reader: View {
        let seen: Seen
        @Environment(\.first) private var first
        @Environment(\.second) private var second

        var body: some View {
            let _ = seen.values.append([first, second])
            Text("\(first) \(second)")
        }
    }

    struct Switching: View {
        let seen: Seen
        let switchesKeyPath: Bool
        @State private var value = 0

        var body: some View {
            Reader(seen: seen)
                .transformEnvironment(value != 0 && switchesKeyPath ? \.second : \.first) { $0 = value }
                .onAppear { value = 2 }
        }
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
    /// EnvironmentKeyTransformModifierCompatibilityTests (`environmentKeyTransform`: the reader
    /// sees the transformed value as it appears).
    @Test func transform_reachesTheDescendants_asTheyAppear() {
        let seen = Seen()
        let host = ViewHost(Reader(seen: seen).transformEnvironment(\.first) { $0 = 1 })
        #expect(seen.values.first == [1, 0])
        #expect(host.render() == "1 0")
    }

    @Test func transform_ofTheSameKeyPath_appliesItsNewValue() {
        let seen = Seen()
        let host = ViewHost(Switching(seen: seen, switchesKeyPath: false))
        #expect(host.render() == "2 0")
        #expect(seen.values == [[0, 0], [2, 0]])
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
    /// EnvironmentKeyTransformModifierCompatibilityTests (`environmentKeyTransformDifferentKeyPath`:
    /// after the key path changes, with the parent environment unchanged and a new value, the
    /// reader sees 0 under both key paths: the transform keeps its last output; yet the reader's
    /// body is evaluated again, twice in all).
    @Test func transform_whoseKeyPathChanged_keepsItsLastOutput() {
        let seen = Seen()
        let host = ViewHost(Switching(seen: seen, switchesKeyPath: true))
        #expect(host.render() == "0 0")
        #expect(seen.values == [[0, 0], [0, 0]])
        #expect(host.bodyEvaluationCount(of: Switching.self) == 2)
    }
}
