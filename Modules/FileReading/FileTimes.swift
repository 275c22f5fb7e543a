import Foundation

/// When a file was last written and when its status last changed (written, renamed, moved in),
/// in seconds since 1970, with the file system's precision.
public enum FileTimes {
    /// When the file at `path` was last written; nil when there is none.
    public static func modified(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            return seconds(status.st_mtimespec)
        #else
            return seconds(status.st_mtim)
        #endif
    }

    /// When the file at `path` was last written, renamed or moved (its status changed); nil when
    /// there is none.
    public static func changed(_ path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            return seconds(status.st_ctimespec)
        #else
            return seconds(status.st_ctim)
        #endif
    }

    private static func seconds(_ time: timespec) -> Double {
        Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
