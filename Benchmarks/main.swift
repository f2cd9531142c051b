import Foundation

// Benchmarks print figures; they assert nothing about time. `--smoke` runs tiny sizes for CI.
print("contrast-benchmarks\(Harness.smoke ? " (smoke sizes)" : "")")
ArithmeticBenchmark.run()
BatchBenchmark.run()
ThemeAuditBenchmark.run()
SwiftSourceBenchmark.run()
SuggestionBenchmark.run()
SweepBenchmark.run()
LiveCheckBenchmark.run()
ProcessBenchmark.run()
CReference.remove()
