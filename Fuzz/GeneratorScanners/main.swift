import TextUIMacroSupport

/// libFuzzer entry: the input as a source file the workbench's generator scans (on every `watch`
/// save): its conformances, its `#Preview`s, their code and imports, the names it keeps private,
/// its model classes and structures.
/// Nothing crashes, and every scan stays within the work its length allows (``ScanWork``): a scan
/// that is not linear on some input fails here, not only when it runs past libFuzzer's time bound
/// (`Scripts/fuzz` gives this target a short one and long inputs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeneratorScanners(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)

    var work = ScanWork(textLength: text.utf8.count)
    let found = try? ConformanceScanner.conformances(
        to: ["PreviewProvider", "ComponentCatalogProvider"], in: text, work: &work)
    fuzzCheck(work.steps <= work.limit, "the conformance scan ran over its work (\(work.steps) steps)")
    for conformance in found ?? [] {
        fuzzCheck(!conformance.typeName.isEmpty, "a conformance without a type name")
    }

    work = ScanWork(textLength: text.utf8.count)
    let sites = try? PreviewScanner.previews(in: text, fileID: "Fuzz/Input.swift", work: &work)
    fuzzCheck(work.steps <= work.limit, "the preview scan ran over its work (\(work.steps) steps)")

    work = ScanWork(textLength: text.utf8.count)
    let privateNames = try? FilePrivateNames.declared(in: text, work: &work)
    fuzzCheck(work.steps <= work.limit, "the private-name scan ran over its work (\(work.steps) steps)")

    let code = PreviewCode.previews(in: text)
    if let sites, !code.isEmpty {
        fuzzCheck(code.count == sites.count, "\(code.count) previews' code for \(sites.count) previews")
    }
    let imports = PreviewCode.imports(in: text)
    fuzzCheck(Set(imports).count == imports.count, "a module imported twice in the list")
    _ = FilePrivateNames.used(in: text).intersection(privateNames ?? [])
    // The model classes and structures the generator declares `set`'s tables for.
    for type in (try? ModelScanner.models(in: text) + ModelScanner.structures(in: text)) ?? [] {
        fuzzCheck(!type.typeName.isEmpty, "a model or structure without a name")
        fuzzCheck(Set(type.properties).count == type.properties.count, "a property listed twice")
    }
    return 0
}
