// `import SwiftUICore` on Linux: Apple split SwiftUI into SwiftUICore in the iOS 18 SDKs, and apps
// import it; here it is the SwiftUI shim, whole. On Apple platforms this module is not built: the
// `SwiftUICore` product is the system's own (see Package.swift and SystemFrameworks).
@_exported import SwiftUI
