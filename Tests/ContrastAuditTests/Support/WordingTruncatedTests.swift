import Foundation
import Testing

@testable import ContrastAudit

/// `Wording.truncated` writes its digits as bytes (issue 15: reports format every value they show). Its
/// text must be the one the string-building version gave, kept here as the reference.
@Suite struct WordingTruncatedTests {
    static func reference(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scale = pow(10, Double(decimals))
        let magnitude = value.magnitude
        guard magnitude * scale < 9e15 else { return String(format: "%.\(decimals)f", value) }
        var kept = (magnitude * scale).rounded(.down)
        while (kept + 1) / scale <= magnitude { kept += 1 }
        while kept > 0 && kept / scale > magnitude { kept -= 1 }
        var digits = String(Int64(kept))
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return value < 0 && kept > 0 ? "-" + digits : digits
    }

    @Test func bytesMatchTheStringVersion() {
        var rng = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 1, -1, 4.5, 4.499999999999999, 0.001, -0.004, 21, 9e14, 8.999e15, 1e300, -1e300, .nan,
            .infinity, -.infinity, .leastNonzeroMagnitude, 0.07, 0.29, 1.005,
        ]
        for _ in 0..<20_000 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: values.append(Double.random(in: 0...22, using: &rng))
            case 1: values.append(Double.random(in: -1...1, using: &rng))
            case 2: values.append(Double(Int.random(in: -100_000...100_000, using: &rng)) / 1000)
            default: values.append(Double.random(in: -1e12...1e12, using: &rng))
            }
        }
        for value in values {
            for decimals in [0, 1, 2, 3, 4, 10, 16, -1] {
                #expect(
                    Wording.truncated(value, decimals: decimals) == Self.reference(value, decimals: decimals),
                    "\(value) with \(decimals) decimals")
            }
        }
    }
}
