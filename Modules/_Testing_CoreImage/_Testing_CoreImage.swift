// The toolchain's Testing module declares a cross-import overlay for CoreImage
// (`_Testing_CoreImage`, which adds attachments of Core Image images on Apple platforms) and
// ships none on Linux: without this empty module, a file that imports Testing and CoreImage (or
// UIKit and SwiftUI, which build it) fails with "no such module '_Testing_CoreImage'". The
// CoreImage shim depends on it, so it is built wherever CoreImage is.
