import Foundation

/// A visual effect (a blur or vibrancy) a `UIVisualEffectView` shows: nothing is drawn on Linux;
/// the effect keeps what it was made with.
open class UIVisualEffect: NSObject, @unchecked Sendable {}  // immutable after init
