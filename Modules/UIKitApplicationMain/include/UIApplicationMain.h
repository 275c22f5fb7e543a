// UIKit's entry point as the compiler calls it from the `main` it makes for `@UIApplicationMain`:
// the process's arguments, then the principal and delegate classes' names as Foundation strings
// (`NSString` objects, passed as pointers: there is no Objective-C here). The Swift module `UIKit`
// defines it.
#ifndef UIKIT_APPLICATION_MAIN_H
#define UIKIT_APPLICATION_MAIN_H

int UIApplicationMain(
    int argc, char *_Nullable *_Nonnull argv, const void *_Nullable principalClassName,
    const void *_Nullable delegateClassName);

#endif
