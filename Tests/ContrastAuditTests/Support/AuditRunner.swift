import Foundation

@testable import ContrastAudit
@testable import audit

/// Runs `audit` in process with a fake environment.
func runAudit(
    _ arguments: [String], stdin: [UInt8] = [], directory: String? = nil, terminal: Bool = false,
    variables: [String: String] = [:]
) -> CommandOutcome {
    let environment = CommandEnvironment(
        variables: variables, currentDirectory: directory ?? FileManager.default.currentDirectoryPath,
        stdoutIsTerminal: terminal, stderrIsTerminal: false, readStandardInput: { stdin },
        executablePath: BuiltBinary.url.path)
    return AuditCommandLine.run(arguments: arguments, environment: environment)
}

/// The `audit` executable that `swift build`/`swift test` built next to the test bundle.
enum BuiltBinary {
    static let url: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // xctest bundles on Darwin nest the executable; walk up to the build folder.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("audit").path),
            folder.pathComponents.count > 1
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("audit")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary as a separate process, as a user or CI would.
    static func run(
        _ arguments: [String], stdin: Data? = nil, directory: URL? = nil, environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently with the process so large outputs cannot deadlock.
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
