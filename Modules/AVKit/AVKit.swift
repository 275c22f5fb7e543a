// `import AVKit` on Linux: SwiftUI's `VideoPlayer`, drawn as text, and `AVPlayerViewController` for
// representables. As on Apple platforms, it re-exports AVFoundation (`AVPlayer`, `CMTime`).
@_exported import AVFoundation
