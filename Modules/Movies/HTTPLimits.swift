/// What an `HTTPClient` allows one request: how large a body, how long in all, how many redirects.
public struct HTTPLimits: Sendable, Equatable {
    /// The largest body read, in bytes (64 MiB by default, as for a `file:` source): a longer body
    /// is stopped where it passes the limit.
    public var maximumBodySize: Int
    /// How long the whole request may take, from sending it to the body's last byte (30 seconds by
    /// default), however steadily the server sends.
    public var deadline: Duration
    /// How many redirects are followed (10 by default).
    public var maximumRedirects: Int

    /// Limits with these values; the defaults are 64 MiB, 30 seconds and 10 redirects.
    ///
    /// - Parameters:
    ///   - maximumBodySize: The largest body read, in bytes.
    ///   - deadline: How long the whole request may take, through the body's last byte.
    ///   - maximumRedirects: How many redirects are followed before the request is stopped.
    public init(maximumBodySize: Int = 64 << 20, deadline: Duration = .seconds(30), maximumRedirects: Int = 10) {
        self.maximumBodySize = maximumBodySize
        self.deadline = deadline
        self.maximumRedirects = maximumRedirects
    }
}
