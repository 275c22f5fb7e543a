// `import os` on Linux: Apple's `os` module gives Swift code its logging (`Logger`, `os_log`),
// which this package's OSLog module provides. (`import os.log` names a submodule, which only
// Clang modules have: write `import os` or `import OSLog`.)
@_exported import OSLog
