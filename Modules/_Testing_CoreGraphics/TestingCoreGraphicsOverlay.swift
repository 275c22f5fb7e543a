// The toolchain's Testing module declares a cross-import overlay for CoreGraphics
// (`_Testing_CoreGraphics`, which adds attachments of Core Graphics images on Apple platforms) and
// ships none on Linux: without this empty module, a file that imports Testing and CoreGraphics (or
// SwiftUI, which re-exports CoreGraphics) fails with "no such module '_Testing_CoreGraphics'". The
// CoreGraphics shim depends on it, so it is built wherever CoreGraphics is.
