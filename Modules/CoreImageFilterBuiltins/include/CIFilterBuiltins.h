// Empty: Core Image's filter builtins are declared in Swift, in the CoreImage module (see module.modulemap).
