import Foundation

// Benchmarks print figures; they assert nothing about time. `--smoke` runs tiny sizes for CI; `--only NAME`
// runs one benchmark (arithmetic, batch, theme-audit, swift-source, suggestion, sweep, live-check, process).
print("contrast-benchmarks\(Harness.smoke ? " (smoke sizes)" : "")")
let benchmarks: [(name: String, run: () -> Void)] = [
    ("arithmetic", ArithmeticBenchmark.run),
    ("batch", BatchBenchmark.run),
    ("theme-audit", ThemeAuditBenchmark.run),
    ("swift-source", SwiftSourceBenchmark.run),
    ("suggestion", SuggestionBenchmark.run),
    ("sweep", SweepBenchmark.run),
    ("live-check", LiveCheckBenchmark.run),
    ("process", ProcessBenchmark.run),
]
let onlyIndex = CommandLine.arguments.firstIndex(of: "--only")
let only = onlyIndex.flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
if let only, !benchmarks.contains(where: { $0.name == only }) {
    print("unknown benchmark \(only); expected one of \(benchmarks.map(\.name).joined(separator: ", "))")
    exit(2)
}
for benchmark in benchmarks where only == nil || benchmark.name == only { benchmark.run() }
CReference.remove()
