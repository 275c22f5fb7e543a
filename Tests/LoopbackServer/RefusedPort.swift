import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback URL nothing listens on: binds a socket to a free port, notes the port, closes it.
public func refusedLoopbackURL(path: String = "/movie/popular") throws -> URL {
    struct SocketFailure: Error {}
    #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw SocketFailure() }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    guard bound else { throw SocketFailure() }
    let port = UInt16(bigEndian: address.sin_port)
    return URL(string: "http://127.0.0.1:\(port)\(path)")!
}
