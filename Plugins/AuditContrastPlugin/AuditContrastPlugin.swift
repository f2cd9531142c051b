import Foundation
import PackagePlugin

/// `swift package audit-contrast [PATH ...] [OPTIONS]`: runs this package's `audit check` on the package
/// the command is run in, so a project that depends on ContrastAudit audits its themes without
/// installing anything.
///
/// - The audit runs in the package's folder, so relative paths in arguments, the `.contrastaudit.json`
///   it finds, and the paths in its reports are all relative to the package.
/// - Without a PATH, and without a configuration file that lists themes, the whole package folder is
///   searched (hidden folders such as `.build` are skipped).
/// - The plugin needs no permission: it only reads. An `--output`, `--write-baseline` or job-summary file
///   inside the package needs `--allow-writing-to-package-directory` where SwiftPM sandboxes plugins.
/// - The audit's exit status is the plugin's: 0 passed, 1 failures reached `--fail-on`, 2 bad input.
@main
struct AuditContrastPlugin: CommandPlugin {
    /// `audit check` options that take a value; a plugin cannot import the tool, so they are listed here
    /// (`ContrastAuditTests` checks the list against the tool's).
    static let optionsWithValues: Set<String> = [
        "--rules", "--format", "--output", "--appearances", "--fail-on", "--config", "--baseline", "--write-baseline",
        "--input-format", "--idiom", "--color", "--conventions",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "audit")
        let folder = context.package.directoryURL
        var arguments = arguments
        if arguments.first == "check" { arguments.removeFirst() }
        let configured = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(".contrastaudit.json").path)
        if !Self.hasPath(arguments) && !configured && !arguments.contains("--config") && !arguments.contains("--help") {
            arguments.append(".")
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("audit ended by signal \(process.terminationStatus)")
            exit(2)
        }
        // SwiftPM reports a plugin's non-zero exit as a failed command; passing the status on keeps
        // `swift package audit-contrast` as scriptable as `audit` itself.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// Whether the arguments name a theme path (a positional argument, not an option's value).
    static func hasPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return index < arguments.count }
            if !argument.hasPrefix("-") || argument == "-" { return true }
            if optionsWithValues.contains(argument) { index += 1 }
        }
        return false
    }
}
