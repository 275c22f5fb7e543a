/// Why an `HTTPClient` stopped a request it had started: a limit of ``HTTPLimits`` was reached, or
/// the server redirected somewhere the client does not go.
public enum HTTPClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The body passed ``HTTPLimits/maximumBodySize`` bytes (or announced a longer one).
    case bodyTooLarge(limit: Int)
    /// The request took longer than ``HTTPLimits/deadline``.
    case deadlineExceeded(Duration)
    /// The server redirected more than ``HTTPLimits/maximumRedirects`` times.
    case tooManyRedirects(limit: Int)
    /// The server redirected to a URL that is not http or https (such as `file:`).
    case redirectRefused(scheme: String)

    /// What happened, as the end of a sentence about the server: `it sent more than 64 MiB`.
    public var description: String {
        switch self {
        case .bodyTooLarge(let limit): "it sent more than \(Self.size(limit))"
        case .deadlineExceeded(let deadline): "it took longer than \(Self.seconds(deadline))"
        case .tooManyRedirects(let limit): "too many redirects (more than \(limit))"
        case .redirectRefused(let scheme): "a redirect to a non-http URL (\(scheme):) was refused"
        }
    }

    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration / .seconds(1)
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
