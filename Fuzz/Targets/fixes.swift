// Fuzz target `fixes`: joint fixes and `--fix` edits (Fixes/): the themes of a fuzzed folder (native
// schemes and asset catalogs, in the `=== path` format of FuzzSupport.files; one bare file is
// `theme.json`) are audited, fixed jointly, turned into byte edits and a unified diff, and the edited files
// must read again.
import Foundation

@testable import ContrastAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files = FuzzSupport.files(bytes, defaultPath: "theme.json", limit: 6)
    let folder = FuzzSupport.writeTree(files.map { (path: "in/" + $0.path, bytes: $0.bytes) })
    let paths = files.count == 1 ? ["in/" + files[0].path] : ["in"]
    guard let (themes, _) = FuzzSupport.loadAndAudit(paths) else { return 0 }
    let ruleSets = FuzzSupport.ruleSets(["wcag2-aa"])
    let plan: FixPlan
    do {
        plan = try JointFixer.plan(themes: themes, ruleSets: ruleSets, rounds: 2)
    } catch {
        FuzzSupport.require(false, "themes that audit cannot be planned: \(error)")
        return 0
    }
    for fix in plan.fixes {
        FuzzSupport.require(fix.deltaE.isFinite, "a non-finite fix ΔE for \(fix.token)")
    }
    func source(_ path: String) throws(Diagnostic) -> [UInt8] {
        try SourceFile.read(at: folder.appendingPathComponent(path), displayPath: path)
    }
    let edits: [FixEdits.FileEdits]
    do {
        edits = try FixEdits.edits(for: plan, themes: themes, source: source)
    } catch {
        FuzzSupport.require(false, "a plan for themes that read cannot be written: \(error)")
        return 0
    }
    var written: [(path: String, bytes: [UInt8])] = []
    for file in edits where !file.edits.isEmpty {
        do {
            let old = try source(file.path)
            let new = try FixEdits.apply(file.edits, to: old)
            _ = try UnifiedDiff.diff(path: file.path, old: old, edits: file.edits)
            written.append((file.path, new))
        } catch {
            FuzzSupport.require(false, "edits of \(file.path) do not apply: \(error)")
        }
    }
    guard !written.isEmpty else { return 0 }
    for file in written {
        _ = FileManager.default.createFile(
            atPath: folder.appendingPathComponent(file.path).path, contents: Data(file.bytes))
    }
    do {
        _ = try ThemeLoader.load(paths: paths, base: folder)
    } catch {
        FuzzSupport.require(false, "fixed files do not read again: \(error)")
    }
    return 0
}
