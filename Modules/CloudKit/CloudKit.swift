// `import CloudKit` on Linux, where there is no iCloud: the device is signed out. Containers
// answer `.noAccount`, and requests to their databases fail with `CKError.notAuthenticated`, as
// on an iPhone with no iCloud account (a public database's reads, which need no account, fail as
// a device offline does: there is no CloudKit server to reach). On Apple platforms this module is
// not built: the `CloudKit` product is the system's own.
@_exported import Foundation
