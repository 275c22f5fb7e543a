// `import CoreGraphics` on Linux, where Core Graphics does not exist: the geometry that SwiftUI
// apps' shape files import it for (`CGFloat`, `CGPoint`, `CGSize` and `CGRect` from Foundation,
// TextUI's `CGAffineTransform` and `CGVector`), bitmap images (`CGImage`, in its own file) and
// paths (`CGPath`, holding a SwiftUI `Path`). There are no Core Graphics colours or contexts
// (`CGColor`, `CGContext`). SwiftUI
// re-exports it, as Apple's does. On Apple platforms this module is not built: the `CoreGraphics` product is the system's own.
@_exported import Foundation

@_exported import struct TextUI.CGAffineTransform
@_exported import struct TextUI.CGVector
