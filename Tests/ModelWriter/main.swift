import Foundation
import SwiftData

// Test support for Tests/SwiftDataTests/CrashDurabilityTests.swift: a process that inserts and
// saves models again and again, to be killed between (or in the middle of) saves.
//
//     ModelWriter STORE FIRST [COUNT]
//
// Saves batches FIRST, FIRST+1, … (COUNT of them, or until killed) to the SQLite store at STORE.
// Batch N is `batchSize` entries with `batch == N`, each with a payload long enough that a save
// writes many pages. Prints "ready" before the first save and "saved N" after batch N's save
// returned; a failed save prints the error on standard error and exits with status 1.

@Model
final class Entry {
    var batch: Int
    var index: Int
    var payload: String

    init(batch: Int, index: Int, payload: String) {
        self.batch = batch
        self.index = index
        self.payload = payload
    }
}

let batchSize = 200
let payload = String(repeating: "A payload so that each save writes many pages. ", count: 8)

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let first = Int(arguments[2]),
    let count = arguments.count == 4 ? Int(arguments[3]) : Int.max
else {
    FileHandle.standardError.write(Data("usage: ModelWriter STORE FIRST [COUNT]\n".utf8))
    exit(2)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    let container = try ModelContainer(
        for: Entry.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: arguments[1])))
    let context = ModelContext(container)
    say("ready")
    var batch = first
    while batch - first < count {
        for index in 0..<batchSize {
            context.insert(Entry(batch: batch, index: index, payload: payload))
        }
        try context.save()
        say("saved \(batch)")
        batch += 1
    }
} catch {
    FileHandle.standardError.write(Data("ModelWriter: \(error)\n".utf8))
    exit(1)
}
