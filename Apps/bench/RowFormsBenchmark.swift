import Foundation
import TextUI

/// One change to the rows, as an app makes it: one element's title written (into the array, as an
/// action writes `rows[i].title`, or through the element's binding, as a control or a test writes
/// `$rows[i].title`), one element appended, removed or moved.
enum RowEdit: CaseIterable {
    case write, bindingWrite, append, remove, move

    /// The target, as a speed-up over mounting and rendering the rows.
    var targetSpeedup: Double { self == .write || self == .bindingWrite ? 50 : 20 }

    /// The offset of the element written, removed or moved in `count` rows.
    static func middle(of count: Int, round: Int) -> Int { count / 2 + round }

    /// Makes the change to the rows behind `rows`: through the element's binding for
    /// ``bindingWrite``, else to the whole array (the middle element is the one written, removed
    /// or moved).
    func apply(through rows: Binding<[TitledRow]>, round: Int) {
        guard self == .bindingWrite else { return apply(to: &rows.wrappedValue, round: round) }
        rows[Self.middle(of: rows.count, round: round)].title.wrappedValue = "Changed \(round)"
    }

    /// Makes the change to `rows` (the middle element is the one written, removed or moved).
    func apply(to rows: inout [TitledRow], round: Int) {
        let middle = Self.middle(of: rows.count, round: round)
        switch self {
        case .write, .bindingWrite: rows[middle].title = "Changed \(round)"
        case .append: rows.append(TitledRow(id: 10_000_000 + round, title: "Appended \(round)"))
        case .remove: rows.remove(at: middle)
        case .move: rows.move(fromOffsets: [middle], toOffset: 1)
        }
    }
}

/// A form of rows mounted in a host, with the way the app changes its data.
@MainActor
struct MountedRowForm {
    let host: ViewHost
    /// Changes the mounted data as the app would (through the `@State` or the model).
    let edit: (RowEdit, Int) -> Void
    /// A fresh host over the data as it is now: what the edited host must render.
    let remount: () -> ViewHost
}

/// A form of rows apps write, and how to mount it.
@MainActor
struct RowForm {
    let name: String
    /// Whether an edit of one element writes into the whole 100,000-element array (not into one
    /// section's), so that the array's copy bounds what an edit can cost.
    var writesIntoWholeArray = true
    let mount: ([TitledRow]) -> MountedRowForm

    /// A form whose root view keeps the rows in `@State` (reached as the mounted root's `$rows`).
    static func state<V: View>(
        _ name: String, _ make: @escaping ([TitledRow]) -> V, rows: @escaping (V) -> Binding<[TitledRow]>
    )
        -> RowForm
    {
        RowForm(name: name) { initial in
            let host = ViewHost(make(initial))
            guard let binding = host.root(as: V.self).map(rows) else { preconditionFailure("no root view") }
            return MountedRowForm(
                host: host,
                edit: { edit, round in edit.apply(through: binding, round: round) },
                remount: { ViewHost(make(binding.wrappedValue)) }
            )
        }
    }

    static let all: [RowForm] = [
        .state("List(rows)", { RowForms.ListOfRows(rows: $0) }, rows: { $0.$rows }),
        .state("List(rows, id: \\.id)", { RowForms.ListOfRowsByKeyPath(rows: $0) }, rows: { $0.$rows }),
        .state("VStack { ForEach(rows) }", { RowForms.StackOfRows(rows: $0) }, rows: { $0.$rows }),
        .state("ForEach(rows, id: \\.id)", { RowForms.ForEachByKeyPath(rows: $0) }, rows: { $0.$rows }),
        .state("ForEach(rows.indices, id: \\.self)", { RowForms.ForEachIndices(rows: $0) }, rows: { $0.$rows }),
        .state(
            "ForEach(Array(rows.enumerated()), id: \\.offset)", { RowForms.ForEachEnumerated(rows: $0) },
            rows: { $0.$rows }),
        .state("List(rows) { RowView(row:) }", { RowForms.ListOfRowViews(rows: $0) }, rows: { $0.$rows }),
        sectioned,
        model,
    ]

    /// 100 sections of 1,000 rows; an edit changes the middle section.
    static let sectioned = RowForm(name: "Section { ForEach(section.rows) }", writesIntoWholeArray: false) { initial in
        let perSection = max(1, initial.count / 100)
        let sections = stride(from: 0, to: initial.count, by: perSection).map { start in
            RowForms.RowSection(id: start, rows: Array(initial[start..<min(start + perSection, initial.count)]))
        }
        let host = ViewHost(RowForms.SectionedRows(sections: sections))
        guard let binding = host.root(as: RowForms.SectionedRows.self)?.$sections else { preconditionFailure() }
        return MountedRowForm(
            host: host,
            edit: { edit, round in
                let middle = binding.wrappedValue.count / 2
                if edit == .bindingWrite {
                    edit.apply(through: binding[middle].rows, round: round - perSection / 2)
                } else {
                    edit.apply(to: &binding.wrappedValue[middle].rows, round: round - perSection / 2)
                }
            },
            remount: { ViewHost(RowForms.SectionedRows(sections: binding.wrappedValue)) }
        )
    }

    /// The rows of an `@Observable` model.
    static let model = RowForm(name: "List(store.rows), @Observable") { initial in
        let store = RowForms.RowStore(rows: initial)
        return MountedRowForm(
            host: ViewHost(RowForms.ModelRows(store: store)),
            edit: { edit, round in
                if edit == .bindingWrite {
                    edit.apply(through: Bindable(store).rows, round: round)
                } else {
                    edit.apply(to: &store.rows, round: round)
                }
            },
            remount: { ViewHost(RowForms.ModelRows(store: RowForms.RowStore(rows: store.rows))) }
        )
    }
}

/// Changing one element of 100,000 rows (writing, appending, removing, moving), in each form apps
/// write rows, against mounting and rendering them, measured side by side in one run: a fast path
/// that covers one form cannot stand for the others. Each edited rendering is checked against a
/// fresh mount of the edited data.
@MainActor
enum RowFormsBenchmark {
    static let rowCount = 100_000
    static let maximumBodies = 5

    static func run(rounds: Int = 5) -> [BenchmarkResult] {
        let rows = TitledRow.make(count: rowCount)
        return RowForm.all.flatMap { form in
            RowEdit.allCases.map { measure(form, edit: $0, rows: rows, rounds: rounds) }
        }
    }

    /// One edit and render of each form and edit after a mount, for a profiler: the
    /// instructions of `profiledEditAndRender` are one edit's cost (see BENCHMARKS.md).
    static func profile() -> [BenchmarkResult] {
        let rows = TitledRow.make(count: rowCount)
        // `BENCH_FORM` and `BENCH_EDIT` narrow the profile to the forms and edits whose names contain them.
        let formFilter = ProcessInfo.processInfo.environment["BENCH_FORM"]
        let editFilter = ProcessInfo.processInfo.environment["BENCH_EDIT"]
        for form in RowForm.all where formFilter.map({ form.name.contains($0) }) ?? true {
            for edit in RowEdit.allCases where editFilter.map({ "\(edit)".contains($0) }) ?? true {
                // A first edit, on a host of its own, learns once per process what the types'
                // conformances are (what it replaced is then released with its host).
                let first = form.mount(rows)
                _ = first.host.render()
                first.edit(edit, 0)
                _ = first.host.render()
                first.host.unmount()
                let mounted = form.mount(rows)
                _ = mounted.host.render()
                // `BENCH_REPEAT` edits again and again, for a sampling profiler (`perf record`),
                // which needs more time than one edit takes.
                let repeats = ProcessInfo.processInfo.environment["BENCH_REPEAT"].flatMap { Int($0) } ?? 1
                for round in 0..<max(1, repeats) {
                    _ = profiledEditAndRender(mounted, edit, round: round)
                }
                PlainRowsBenchmark.profiledPartEnded()
                mounted.host.unmount()
            }
        }
        return []
    }

    @inline(never)
    private static func profiledEditAndRender(_ mounted: MountedRowForm, _ edit: RowEdit, round: Int) -> String {
        mounted.edit(edit, round)
        return mounted.host.render()
    }

    private static func measure(_ form: RowForm, edit: RowEdit, rows: [TitledRow], rounds: Int) -> BenchmarkResult {
        var mountTimes: [Duration] = []
        var editTimes: [Duration] = []
        var bodyCounts: [Int] = []
        var copyTimes: [Duration] = []
        var textTimes: [Duration] = []
        for round in 0..<rounds {
            var mounted: MountedRowForm!
            let (mountTime, _) = Stopwatch.measure { () -> String in
                mounted = form.mount(rows)
                return mounted.host.render()
            }
            mountTimes.append(mountTime)
            mounted.host.resetBodyEvaluationCounts()
            let (editTime, edited) = Stopwatch.measure { () -> String in
                mounted.edit(edit, round)
                return mounted.host.render()
            }
            editTimes.append(editTime)
            bodyCounts.append(mounted.host.bodyEvaluationCount)
            let fresh = mounted.remount()
            precondition(
                edited == fresh.render(), "\(form.name), \(edit): the edited rows render other text than a fresh mount")
            // What no render that returns the whole text can avoid: making a string of its size
            // from text that is already made, measured alone.
            let (textTime, text) = Stopwatch.measure { () -> String in
                var text = ""
                text.reserveCapacity(edited.utf8.count)
                text.append(contentsOf: edited[...])
                return text
            }
            precondition(text == edited)
            textTimes.append(textTime)
            fresh.unmount()
            mounted.host.unmount()
            // What no write of one element can avoid while someone else holds the array (the
            // caller here, the mounted views' last values in SwiftUI): copying it, measured alone.
            let (copyTime, copied) = Stopwatch.measure { () -> [TitledRow] in
                var copy = rows
                copy[RowEdit.middle(of: rows.count, round: round)].title = "Copied"
                return copy
            }
            precondition(copied[RowEdit.middle(of: rows.count, round: round)].title == "Copied")
            copyTimes.append(copyTime)
        }
        let mount = Stopwatch.median(mountTimes)
        let change = Stopwatch.median(editTimes)
        let speedup = mount / change
        let bodies = bodyCounts.max() ?? 0
        // One element's edit of the whole array copies it (the caller shares it; in SwiftUI, the
        // mounted views' last values do); every render makes the whole text.
        let arrayCopy = form.writesIntoWholeArray ? Stopwatch.median(copyTimes) : .zero
        let textCopy = Stopwatch.median(textTimes)
        let floor = arrayCopy + textCopy
        let floorParts =
            form.writesIntoWholeArray
            ? String(
                format: "the array's copy %.2f ms + the text's %.2f ms", Stopwatch.milliseconds(arrayCopy),
                Stopwatch.milliseconds(textCopy))
            : String(format: "the text's copy %.2f ms", Stopwatch.milliseconds(textCopy))
        let floorNote = String(format: "; %@ alone: at most %.0fx", floorParts, mount / floor)
        return BenchmarkResult(
            name: "\(form.name): \(edit) one of 100k",
            target: "≥\(Int(edit.targetSpeedup))x mount+render, ≤\(maximumBodies) bodies",
            measured: String(
                format: "%.0fx (%.2f ms, mount+render %.1f ms%@), %d bodies",
                speedup, Stopwatch.milliseconds(change), Stopwatch.milliseconds(mount), floorNote, bodies
            ),
            met: speedup >= edit.targetSpeedup && bodies <= maximumBodies
        )
    }
}
