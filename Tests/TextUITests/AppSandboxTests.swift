import Foundation
import Testing
import TextUI

/// An iOS app's sandbox has a Documents folder at launch (Apple's *File System Programming Guide*,
/// "iOS Standard Directories": `Documents/` is among the directories an app's container has);
/// apps copy files into it without creating it. `App.main()` creates the user's one when missing.
@Suite struct AppSandboxTests {
    private func temporary() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("AppSandbox-\(UUID().uuidString)")
    }

    @Test func aMissingFolder_isCreated_withItsParents() throws {
        let root = temporary()
        defer { try? FileManager.default.removeItem(at: root) }
        let documents = root.appendingPathComponent("home/Documents")
        #expect(AppSandbox.makeFolder(at: documents) == nil)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: documents.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(AppSandbox.makeFolder(at: documents) == nil)
    }

    @Test func aFileInItsPlace_isKept_andReported() throws {
        let root = temporary()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let documents = root.appendingPathComponent("Documents")
        try Data("keep".utf8).write(to: documents)
        #expect(AppSandbox.makeFolder(at: documents)?.contains("is a file") == true)
        #expect(try Data(contentsOf: documents) == Data("keep".utf8))
    }
}
