import Catalog
import TextUI

/// libFuzzer entry: text parsed as a JSON value and as a value path, and both together (the first
/// line a path, the rest JSON). Parsing must not crash; what parses must print back to the same
/// value or path; reading and replacing through a path must agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONCodec(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if let value = try? JSONValue.parse(text) {
        checkRoundTrip(value)
    }
    if let path = try? ValuePath.parse(text) {
        fuzzCheck((try? ValuePath.parse(path.description)) == path, "path does not print back: \(path)")
    }
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2, let path = try? ValuePath.parse(String(parts[0])),
        let value = try? JSONValue.parse(String(parts[1]))
    {
        checkPath(path, in: value)
    }
    return 0
}

private func checkRoundTrip(_ value: JSONValue) {
    fuzzCheck((try? JSONValue.parse(value.compactText)) == value, "compact text does not parse back")
    fuzzCheck((try? JSONValue.parse(value.prettyText)) == value, "pretty text does not parse back")
    _ = value.kindDescription
}

private func checkPath(_ path: ValuePath, in value: JSONValue) {
    guard let found = try? path.value(in: value) else {
        _ = (try? path.replacing(in: value, with: .null))
        return
    }
    let marker = JSONValue.string("fuzz-marker")
    guard let replaced = try? path.replacing(in: value, with: marker) else {
        fatalError("a path that reads cannot be written: \(path)")
    }
    fuzzCheck((try? path.value(in: replaced)) == marker, "a written value does not read back at \(path)")
    fuzzCheck((try? path.replacing(in: replaced, with: found)) == value, "writing back did not restore \(path)")
}
