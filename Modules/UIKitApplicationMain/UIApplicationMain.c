// Empty: this target only carries the module map and header of UIKit's C entry point (see
// include/module.modulemap); the Swift module `UIKit` defines the function.
