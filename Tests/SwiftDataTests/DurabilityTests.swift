import Foundation
import LoopbackServer
import SwiftData
import Testing

/// What one process saves, the next reads; a process killed at any moment loses nothing a
/// `save()` returned for, and leaves no half-saved batch (SQLite's WAL transactions; `save()` is
/// documented to persist the context's changes: developer.apple.com/documentation/swiftdata/modelcontext/save()).
@MainActor
struct DurabilityTests {
    static let kills = 30

    @Test func aWriterKilledAtAnyMoment_losesNothingASaveReturnedFor() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DurabilityTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("entries.store")
        var reported = Set<Int>()
        var next = 1
        for kill in 1...Self.kills {
            let run = try await ModelWriterProcess.runAndKill(url: url, first: next, afterSaves: kill % 4)
            try #require(run.reason == .uncaughtSignal, "kill \(kill): the writer ended by itself: \(run.errors)")
            reported.formUnion(run.saved)

            let context = ModelContext(
                try ModelContainer(for: Entry.self, configurations: ModelConfiguration(url: url)))
            let batches = Dictionary(grouping: try context.fetch(FetchDescriptor<Entry>()), by: \.batch)
            for batch in reported {
                #expect(
                    batches[batch]?.count == ModelWriterProcess.batchSize,
                    "kill \(kill): batch \(batch) was reported saved")
            }
            for (batch, entries) in batches {
                #expect(entries.count == ModelWriterProcess.batchSize, "kill \(kill): batch \(batch) is half saved")
            }
            next = (batches.keys.max() ?? 0) + 1
        }
        #expect(reported.count >= Self.kills / 2, "the writers saved \(reported.count) batches in \(Self.kills) runs")
    }

    @Test func whatOneContainerSaved_theNextOneReads() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DurabilityTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("notes.store")
        do {
            let context = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)))
            context.insert(Note("Saved"))
            try context.save()
            context.insert(Note("Never saved"))
        }
        let context = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)))
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Saved"])
        context.insert(Note("Second"))
        try context.save()
        #expect(
            try context.fetch(FetchDescriptor<Note>()).map(\.persistentModelID.description) == ["Note/1", "Note/2"])
    }
}
