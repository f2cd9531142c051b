import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output` replaces a regular file atomically, but a device or a pipe must be written in place: a rename
/// over `/dev/null` (as root) replaced the device with a file for every process on the machine.
@Suite struct AtomicFileTests {
    @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A reader on another thread, so opening the pipe for writing does not block forever.
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo.path) { received = handle.readDataToEndOfFile() }
        }
        reader.start()
        try AtomicFile.write("report\n", to: fifo, displayPath: "pipe")
        while !reader.isFinished { usleep(1_000) }
        #expect(String(decoding: received, as: UTF8.self) == "report\n")
        var status = stat()
        #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
    }

    @Test func aRegularFileIsStillReplacedWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.txt")
        try Data("an older, longer report\n".utf8).write(to: file)
        try AtomicFile.write("new\n", to: file, displayPath: "report.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    }
}
