// `import WebKit` on Linux. On iOS, WebKit's API takes `URLRequest`s, which Linux's Foundation keeps
// in FoundationNetworking: re-exported, so a file that imports WebKit sees them as on iOS.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
