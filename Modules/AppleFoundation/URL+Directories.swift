import Foundation

// The user's directories as `URL` properties (iOS 16, macOS 13), which Apple's Foundation has and
// Linux's lacks: code that writes `URL.documentsDirectory` builds with `import SwiftUI`. Each is
// the directory `FileManager` finds for the user (on Linux under the home directory).
extension URL {
    /// The user's documents directory (`~/Documents`).
    public static var documentsDirectory: URL { searchPathDirectory(.documentDirectory, else: "Documents") }
    /// The user's caches directory (`~/.cache` on Linux).
    public static var cachesDirectory: URL { searchPathDirectory(.cachesDirectory, else: ".cache") }
    /// The user's application support directory (`~/.local/share` on Linux).
    public static var applicationSupportDirectory: URL {
        searchPathDirectory(.applicationSupportDirectory, else: ".local/share")
    }
    /// The user's library directory.
    public static var libraryDirectory: URL { searchPathDirectory(.libraryDirectory, else: "Library") }
    /// The user's desktop directory (`~/Desktop`).
    public static var desktopDirectory: URL { searchPathDirectory(.desktopDirectory, else: "Desktop") }
    /// The user's downloads directory (`~/Downloads`).
    public static var downloadsDirectory: URL { searchPathDirectory(.downloadsDirectory, else: "Downloads") }
    /// The user's movies directory (`~/Videos` on Linux).
    public static var moviesDirectory: URL { searchPathDirectory(.moviesDirectory, else: "Videos") }
    /// The user's music directory (`~/Music`).
    public static var musicDirectory: URL { searchPathDirectory(.musicDirectory, else: "Music") }
    /// The user's pictures directory (`~/Pictures`).
    public static var picturesDirectory: URL { searchPathDirectory(.picturesDirectory, else: "Pictures") }

    /// The applications directory (`~/Applications`).
    public static var applicationDirectory: URL { searchPathDirectory(.applicationDirectory, else: "Applications") }
    /// The user's trash (`~/.local/share/Trash` on Linux).
    public static var trashDirectory: URL { searchPathDirectory(.trashDirectory, else: ".local/share/Trash") }
    /// The user's shared public directory (`~/Public`).
    public static var sharedPublicDirectory: URL { searchPathDirectory(.sharedPublicDirectory, else: "Public") }
    /// The directory that holds the users' home directories (`/home` on Linux).
    public static var userDirectory: URL {
        guard let found = FileManager.default.urls(for: .userDirectory, in: .localDomainMask).first else {
            return URL.homeDirectory.deletingLastPathComponent()
        }
        return URL(filePath: found.path, directoryHint: .isDirectory)
    }

    /// The directory `FileManager` finds for the user, or `fallback` under the home directory.
    private static func searchPathDirectory(_ directory: FileManager.SearchPathDirectory, else fallback: String) -> URL
    {
        guard let found = FileManager.default.urls(for: directory, in: .userDomainMask).first else {
            return URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
        }
        return URL(filePath: found.path, directoryHint: .isDirectory)
    }
}
