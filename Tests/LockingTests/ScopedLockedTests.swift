import Locking
import Testing

/// `ScopedLocked`'s rule: outside a scope everyone shares the process's value; inside
/// `withScope` the body and the tasks it starts see the scope's value, the innermost scope counts,
/// and the process's value is untouched when the scope ends. This is the package's own type (what
/// the `Simulated…` types' `with…(isolation:_:)` are made of), so no Apple documentation applies.
@Suite struct ScopedLockedTests {
    @Test func aScopesWrites_stayInTheScope() async {
        let heard = ScopedLocked(["before"])
        let inside = await heard.withScope([]) {
            heard.withLock { $0.append("ding") }
            return heard.value
        }
        #expect(inside == ["ding"])
        #expect(heard.value == ["before"])
    }

    @Test func outsideAnyScope_writesReachTheProcesssValue() {
        let count = ScopedLocked(0)
        count.withLock { $0 += 1 }
        count.withLock { $0 += 1 }
        #expect(count.value == 2)
    }

    @Test func tasksStartedInAScope_seeItsValue() async {
        let heard = ScopedLocked([String]())
        let seen = await heard.withScope(["scope"]) {
            await withTaskGroup(of: Void.self) { group in
                for sound in ["a", "b"] {
                    group.addTask { heard.withLock { $0.append(sound) } }
                }
            }
            let task = Task { heard.withLock { $0.append("c") } }
            await task.value
            return heard.value.sorted()
        }
        #expect(seen == ["a", "b", "c", "scope"])
        #expect(heard.value.isEmpty)
    }

    @Test func theInnermostScope_counts_andTheOuterComesBackAfterIt() async {
        let level = ScopedLocked("process")
        let (inner, outerAfter) = await level.withScope("outer") {
            let inner = await level.withScope("inner") {
                level.withLock { $0 += "!" }
                return level.value
            }
            return (inner, level.value)
        }
        #expect(inner == "inner!")
        #expect(outerAfter == "outer")
        #expect(level.value == "process")
    }

    @Test func aScopeThatThrows_leavesTheProcesssValueAlone() async {
        struct Failure: Error {}
        let count = ScopedLocked(5)
        await #expect(throws: Failure.self) {
            try await count.withScope(0) {
                count.withLock { $0 += 1 }
                throw Failure()
            }
        }
        #expect(count.value == 5)
    }
}
