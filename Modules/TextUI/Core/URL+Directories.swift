import Foundation

// The user's directories as `URL` properties (iOS 16, macOS 13), which Apple's Foundation has and
// Linux's lacks: code that writes `URL.documentsDirectory` builds with `import SwiftUI`. Each is
// the directory `FileManager` finds for the user (on Linux under the home directory).
extension URL {
    /// The user's documents directory (`~/Documents`).
    public static var documentsDirectory: URL { userDirectory(.documentDirectory, else: "Documents") }
    /// The user's caches directory (`~/.cache` on Linux).
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory, else: ".cache") }
    /// The user's application support directory (`~/.local/share` on Linux).
    public static var applicationSupportDirectory: URL {
        userDirectory(.applicationSupportDirectory, else: ".local/share")
    }
    /// The user's library directory.
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory, else: "Library") }
    /// The user's desktop directory (`~/Desktop`).
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory, else: "Desktop") }
    /// The user's downloads directory (`~/Downloads`).
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory, else: "Downloads") }
    /// The user's movies directory (`~/Videos` on Linux).
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory, else: "Videos") }
    /// The user's music directory (`~/Music`).
    public static var musicDirectory: URL { userDirectory(.musicDirectory, else: "Music") }
    /// The user's pictures directory (`~/Pictures`).
    public static var picturesDirectory: URL { userDirectory(.picturesDirectory, else: "Pictures") }

    /// The directory `FileManager` finds for the user, or `fallback` under the home directory.
    private static func userDirectory(_ directory: FileManager.SearchPathDirectory, else fallback: String) -> URL {
        guard let found = FileManager.default.urls(for: directory, in: .userDomainMask).first else {
            return URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
        }
        return URL(filePath: found.path, directoryHint: .isDirectory)
    }
}
