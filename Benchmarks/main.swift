import Foundation

// Benchmarks print figures; they assert nothing about time. `--smoke` runs tiny sizes for CI.
print("contrast-benchmarks\(Harness.smoke ? " (smoke sizes)" : "")")
BatchBenchmark.run()
ThemeAuditBenchmark.run()
SuggestionBenchmark.run()
SweepBenchmark.run()
LiveCheckBenchmark.run()
