import Foundation

#if canImport(Glibc)
    import Glibc

    /// Linux's inotify over folders and their subfolders (hidden ones, `.build` among them, left
    /// out): each batch of events that may have changed a source (a file written and closed, moved,
    /// made, removed or touched) is one element of a stream. Subfolders made later are watched as
    /// they appear. A file being written is not an event until it is closed, so a save is not seen
    /// half written.
    enum InotifyEvents {
        /// The events that count.
        static let mask =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
            | UInt32(IN_DELETE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        /// The most folders watched (a tree larger than this is watched in part; the rest is
        /// seen when a watched folder's file changes).
        static let folderLimit = 10_000
        /// The deepest folder watched below a watched folder.
        static let depthLimit = 32

        /// The events under `folders`, read on a thread of their own until the stream is dropped;
        /// nil when inotify cannot be used (then the caller polls).
        static func stream(under folders: [String]) -> AsyncStream<Void>? {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            var wake: [Int32] = [-1, -1]
            guard pipe(&wake) == 0 else {
                close(descriptor)
                return nil
            }
            var watches: [Int32: String] = [:]
            for folder in folders { add(folder, depth: 0, to: descriptor, watches: &watches) }
            guard watches.count >= folders.count else {
                // A folder could not be watched (none left, or it is not there): polling sees it all.
                for end in [descriptor, wake[0], wake[1]] { close(end) }
                return nil
            }
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let (wakeRead, wakeWrite) = (wake[0], wake[1])
            continuation.onTermination = { _ in
                var byte: UInt8 = 1
                _ = write(wakeWrite, &byte, 1)
            }
            let watched = watches
            let thread = Thread {
                var watches = watched
                read(descriptor, wakingOn: wakeRead, watches: &watches, into: continuation)
                // Finishing first: the termination handler writes to the pipe, which is still open.
                continuation.finish()
                for end in [descriptor, wakeRead, wakeWrite] { close(end) }
            }
            thread.name = "workbench watch"
            thread.start()
            return stream
        }

        /// Reads events until `wake` is readable or reading fails, yielding one element per batch
        /// that counts.
        private static func read(
            _ descriptor: Int32, wakingOn wake: Int32, watches: inout [Int32: String],
            into continuation: AsyncStream<Void>.Continuation
        ) {
            var polled = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                polled[0].revents = 0
                polled[1].revents = 0
                if poll(&polled, 2, -1) < 0 {
                    if errno == EINTR { continue }
                    return
                }
                if polled[1].revents != 0 { return }
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    return
                }
                if batch(buffer.prefix(count), descriptor: descriptor, watches: &watches) { continuation.yield() }
            }
        }

        /// Handles one read's events (watching new folders, forgetting removed ones); true when one counts.
        private static func batch(_ bytes: ArraySlice<UInt8>, descriptor: Int32, watches: inout [Int32: String])
            -> Bool
        {
            var counts = false
            bytes.withUnsafeBytes { raw in
                var offset = 0
                // struct inotify_event: wd (Int32), mask, cookie, len (UInt32), then len bytes of name.
                while offset + 16 <= raw.count {
                    let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + 16)..<min(raw.count, offset + 16 + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        counts = true
                        continue
                    }
                    if mask & UInt32(IN_IGNORED) != 0 {
                        watches[watch] = nil
                        continue
                    }
                    if name.hasPrefix(".") { continue }
                    let isNewFolder =
                        mask & UInt32(IN_ISDIR) != 0 && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0
                    if isNewFolder, let parent = watches[watch] {
                        add(parent + "/" + name, depth: 1, to: descriptor, watches: &watches)
                    }
                    counts = true
                }
            }
            return counts
        }

        /// Watches `folder` and the folders below it (not hidden ones), within the limits.
        private static func add(_ folder: String, depth: Int, to descriptor: Int32, watches: inout [Int32: String]) {
            guard watches.count < folderLimit, depth <= depthLimit else { return }
            let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_ONLYDIR))
            guard watch >= 0 else { return }
            if watches[watch] != nil { return }  // the same folder reached again (a link)
            watches[watch] = folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                var isFolder: ObjCBool = false
                let path = folder + "/" + name
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    add(path, depth: depth + 1, to: descriptor, watches: &watches)
                }
            }
        }
    }
#else
    /// No inotify here: `watch` polls.
    enum InotifyEvents {
        /// Always nil: the caller polls.
        static func stream(under folders: [String]) -> AsyncStream<Void>? { nil }
    }
#endif
