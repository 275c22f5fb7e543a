import Foundation
import Testing

@testable import Workbench

/// What a preview prints (`print` goes through the C library's buffered standard output, which
/// holds a whole pipe's worth before it writes) comes out before the workbench's next line, not at
/// the end: the workbench writes its lines with system calls, so it flushes the buffered streams
/// first.
@Suite struct PrintedOutputOrderTests {
    @Test func whatWasPrintedBeforeALine_comesOutBeforeIt() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        // A buffered stream over the pipe, as standard output is when it is a pipe.
        let printed = try #require(fdopen(dup(writeEnd), "w"))
        #expect(setvbuf(printed, nil, _IOFBF, 4096) == 0)
        fputs("printed by a preview\n", printed)

        StandardStreams.writeAll(Data("the workbench's line\n".utf8), to: writeEnd)
        fclose(printed)
        close(writeEnd)

        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let count = read(readEnd, &buffer, buffer.count), count > 0 {
            received.append(contentsOf: buffer[..<count])
        }
        #expect(String(decoding: received, as: UTF8.self) == "printed by a preview\nthe workbench's line\n")
    }
}
