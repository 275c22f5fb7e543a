import Foundation
import Movies

// Test support for Tests/MoviesTests/FileMovieStoreDurabilityTests.swift: a process that saves a
// large movie cache with `FileMovieStore` again and again, to be killed in the middle of a save.
//
//     CacheWriter PATH WRITER FIRST [COUNT]
//
// Saves generations FIRST, FIRST+1, … (COUNT of them, or until killed) to the file at PATH. Each
// generation is 2,000 movies titled "WRITER/GENERATION/INDEX" (INDEX from 0), stamped GENERATION
// seconds after the reference date. Prints "ready" before the first save and "saved GENERATION"
// after each; a failed save prints the error on standard error and exits with status 1. Ctrl-C
// (SIGINT) ends it as it ends the movies app's scripted runs: `exit(130)` from another thread than
// the one saving, whatever the save is doing.

let movieCount = 2000
let overview = String(repeating: "A long synopsis, so that each save writes a large file. ", count: 4)

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 5, let writer = Int(arguments[2]), let first = Int(arguments[3]),
    let count = arguments.count == 5 ? Int(arguments[4]) : Int.max
else {
    FileHandle.standardError.write(Data("usage: CacheWriter PATH WRITER FIRST [COUNT]\n".utf8))
    exit(2)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "interrupt"))
interrupt.setEventHandler { exit(130) }
interrupt.resume()

let store = FileMovieStore(fileURL: URL(fileURLWithPath: arguments[1]))
say("ready")
var generation = first
while generation - first < count {
    let movies = (0..<movieCount).map { index in
        Movie(id: index, title: "\(writer)/\(generation)/\(index)", overview: overview, rating: 7.5)
    }
    do {
        try store.insert(movies, timestamp: Date(timeIntervalSinceReferenceDate: TimeInterval(generation)))
    } catch {
        FileHandle.standardError.write(Data("CacheWriter: \(error)\n".utf8))
        exit(1)
    }
    say("saved \(generation)")
    generation += 1
}
