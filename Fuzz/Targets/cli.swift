// Fuzz target `cli`: command-line arguments (Sources/audit: AuditCommandLine, ArgumentScanner and every
// command), one argument per line of the input, run in process against a scratch folder that holds a
// scheme, a generator, an asset catalog, Android resources, design tokens, a batch file, a rule set and a
// configuration, recreated for every input. Paths are kept inside the scratch folder (no `..`, no
// absolute paths), so `--output`, `--fix` and `--write-baseline` write only there.
import Foundation

@testable import ContrastAudit
@testable import audit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = FuzzSupport.text(Array(UnsafeBufferPointer(start: data, count: size)))
    var arguments = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(16).map {
        confined(String($0))
    }
    if arguments.last == "" { arguments.removeLast() }
    // A sweep is bounded to a coarse grid (the default is every degree and percent).
    if arguments.first == "sweep" { arguments.insert(contentsOf: ["--step", "60,50,50"], at: 1) }
    let folder = FuzzSupport.writeTree(tree)
    let environment = CommandEnvironment(
        variables: ["CONTRASTAUDIT_RULES": FuzzSupport.rulesDirectory.path], currentDirectory: folder.path,
        readStandardInput: { Array("#000 #FFF\nwhite #00000066\n".utf8) }, executablePath: nil)
    let outcome = AuditCommandLine.run(arguments: arguments, environment: environment)
    FuzzSupport.note("\(arguments): exit \(outcome.exitCode.rawValue)\n\(outcome.stderr)")
    if outcome.exitCode == .invalidInput {
        FuzzSupport.require(outcome.stdout.isEmpty, "exit 2 with output for \(arguments)")
        FuzzSupport.require(!outcome.stderr.isEmpty, "exit 2 without a message for \(arguments)")
    }
    return 0
}

/// An argument with every path kept inside the scratch folder.
private func confined(_ argument: String) -> String {
    // One pass would turn "...." into "..", which leaves the folder (a campaign found that: the input audited
    // all of $TMPDIR and timed out), so dots are merged until no pair is left.
    var result = argument
    while result.contains("..") { result = result.replacingOccurrences(of: "..", with: ".") }
    while result.hasPrefix("/") { result.removeFirst() }
    if let equals = result.firstIndex(of: "=") {
        var value = String(result[result.index(after: equals)...])
        while value.hasPrefix("/") { value.removeFirst() }
        result = String(result[...equals]) + value
    }
    return result
}

/// The scratch folder's files, read once.
private let tree: [(path: String, bytes: [UInt8])] = {
    func file(_ relative: String) -> [UInt8] {
        guard
            let data = FileManager.default.contents(
                atPath: FuzzSupport.repository.appendingPathComponent(relative).path)
        else { fatalError("fuzz setup: cannot read \(relative)") }
        return [UInt8](data)
    }
    return [
        ("theme.json", Array(FuzzSupport.sampleScheme.utf8)),
        ("catchup.json", file("Examples/catchup.json")),
        ("gen.json", file("Examples/single-color-generator.json")),
        ("rules.json", file("Rules/apple-hig.json")),
        (
            "T.xcassets/ACText.colorset/Contents.json",
            Array(
                ##"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1.000"}}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0x40","green":"0x40","blue":"0x40","alpha":"1.000"}}}]}"##
                    .utf8)
        ),
        (
            "T.xcassets/ACBackground.colorset/Contents.json",
            Array(
                ##"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"##
                    .utf8)
        ),
        (
            "res/values/colors.xml",
            Array(
                ##"<?xml version="1.0" encoding="utf-8"?><resources><color name="colorPrimary">#6750A4</color><color name="colorOnPrimary">#FFFFFF</color></resources>"##
                    .utf8)
        ),
        (
            "res/values-night/colors.xml",
            Array(
                ##"<resources><color name="colorPrimary">#D0BCFF</color><color name="colorOnPrimary">#381E72</color></resources>"##
                    .utf8)
        ),
        (
            "tokens.json",
            Array(
                ##"{"text": {"primary": {"$type": "color", "$value": "#1F2328"}}, "bg": {"canvas": {"default": {"$type": "color", "$value": "#FFFFFF"}}}}"##
                    .utf8)
        ),
        ("batch.txt", Array("#767676 #FFFFFF\n# a comment\nrgb(0 0 0 / 50%), white, #00000066\n".utf8)),
        (
            "sub/.contrastaudit.json",
            Array(
                ##"{"themes": ["../theme.json"], "rules": ["wcag2-aa"], "pairings": [{"foreground": "text*", "background": "background"}]}"##
                    .utf8)
        ),
    ]
}()
