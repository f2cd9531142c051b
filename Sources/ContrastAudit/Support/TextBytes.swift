/// Text written straight into UTF-8 bytes: a large text report is megabytes of short pieces, and building
/// each line as a `String` (interpolations, concatenations, arrays of lines joined) cost more than the
/// audit behind it (issue 15, fifth pass). Writers append pieces and numbers here, and the pieces of a
/// report are copied once into its string (`TextBytes.string(joining:)`).
package struct TextBytes {
    package var bytes: [UInt8] = []

    package init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

    package mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func write(byte: UInt8) { bytes.append(byte) }

    /// `count` spaces.
    package mutating func writeSpaces(_ count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// A decimal integer, as `String(value)` writes it.
    package mutating func writeInteger(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            writeDigits(value.magnitude, count: String.decimalDigits(UInt64(value.magnitude)))
        } else {
            writeDigits(UInt(value), count: String.decimalDigits(UInt64(value)))
        }
    }

    /// `Wording.truncated(value, decimals:)`, written here.
    package mutating func writeTruncated(_ value: Double, decimals: Int = 2) {
        guard let (kept, negative) = Wording.truncatedDigits(value, decimals: decimals) else {
            write(Wording.truncated(value, decimals: decimals))
            return
        }
        if negative { bytes.append(UInt8(ascii: "-")) }
        let count = max(String.decimalDigits(kept), decimals + 1)
        let start = bytes.count
        let length = count + (decimals > 0 ? 1 : 0)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: length))
        bytes.withUnsafeMutableBufferPointer { buffer in
            Wording.writeDigits(kept, count: count, decimals: decimals, into: buffer, endingAt: start + length)
        }
    }

    /// `Wording.ratio(value)`: `4.49:1`.
    package mutating func writeRatio(_ value: Double) {
        writeTruncated(value)
        write(":1")
    }

    private mutating func writeDigits(_ value: UInt, count: Int) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var number = value
            for position in stride(from: start + count - 1, through: start, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            }
        }
    }

    /// How many characters (`String.count`) the bytes from `start` on are.
    package func characters(from start: Int) -> Int {
        // ASCII without a carriage return (which may join a line feed): one character per byte.
        if !bytes[start...].contains(where: { $0 >= 0x80 || $0 == 0x0D }) { return bytes.count - start }
        return String(decoding: bytes[start...], as: UTF8.self).count
    }

    /// The text of `parts`, one after the other, copied once into the string.
    package static func string(joining parts: [[UInt8]]) -> String {
        let total = parts.reduce(0) { $0 + $1.count }
        let joined = String(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for part in parts {
                part.withUnsafeBufferPointer { source in
                    guard let base = source.baseAddress, !source.isEmpty else { return }
                    (buffer.baseAddress! + written).initialize(from: base, count: source.count)
                    written += source.count
                }
            }
            return written
        }
        return joined
    }
}
