import ContrastAudit

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny seeded generator, so every property-test failure is
/// reproducible from its seed on every platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    mutating func color8(alpha: UInt8 = 255) -> ContrastAuditColor {
        ContrastAuditColor(red8: byte(), green8: byte(), blue8: byte(), alpha8: alpha)
    }
}

typealias ContrastAuditColor = ContrastAudit.Color
