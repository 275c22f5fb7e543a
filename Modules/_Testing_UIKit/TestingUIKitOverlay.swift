// The toolchain's Testing module declares a cross-import overlay for UIKit (`_Testing_UIKit`, which
// adds attachments of UIKit images on Apple platforms) and ships none on Linux: without this empty
// module, a file that imports Testing and UIKit (or SwiftUI, which re-exports UIKit) fails with
// "no such module '_Testing_UIKit'". The UIKit shim depends on it, so it is built wherever UIKit is.
