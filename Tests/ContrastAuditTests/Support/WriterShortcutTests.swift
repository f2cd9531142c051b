import Foundation
import Testing

@testable import ContrastAudit

/// Issue 15, sixth pass: `groupedInOrder` finds an element whose key equals the one before without
/// hashing, and `JSONWriter.member` assembles a member's start on the stack. Each is compared with the
/// plain computation, written out again here.
@Suite struct WriterShortcutTests {
    /// Groups by a dictionary lookup for every element, as before.
    static func plainGroups(_ keys: [Int]) -> [[Int]] {
        var groups: [[Int]] = []
        var index: [Int: Int] = [:]
        for (position, key) in keys.enumerated() {
            if let known = index[key] {
                groups[known].append(position)
            } else {
                index[key] = groups.count
                groups.append([position])
            }
        }
        return groups
    }

    @Test func groupingInRunsMatchesThePlainGrouping() {
        var rng = SplitMix64(seed: 15)
        for round in 0..<300 {
            // Runs of one key, keys that come back later, and single elements.
            var keys: [Int] = []
            while keys.count < round % 40 + 1 {
                let key = Int(rng.next() % UInt64(round % 7 + 1))
                keys += Array(repeating: key, count: Int(rng.next() % 4) + 1)
            }
            let grouped = Array(keys.indices).groupedInOrder { keys[$0] }
            #expect(grouped == Self.plainGroups(keys), "\(keys)")
        }
    }

    /// `Wording.contrastMessage` writes bytes; the interpolated text it replaced is the oracle.
    @Test func contrastMessageIsTheInterpolatedText() {
        var rng = SplitMix64(seed: 6)
        let minimums = [1.0, 3, 4.5, 7, 4.25, 21, 2.999]
        for index in 0..<5_000 {
            let ratio: Double
            switch index % 5 {
            case 0: ratio = Double(rng.next() % 2_100) / 100
            case 1: ratio = 1 + Double(rng.next() % 1_000_000) / 50_000
            default:
                ratio = Double(bitPattern: 0x3FF0_0000_0000_0000 | (rng.next() >> 12)) * Double(rng.next() % 11 + 1)
            }
            let minimum = minimums[index % minimums.count]
            let passes = index % 3 == 0
            let appearance = Appearance.all[index % Appearance.all.count]
            let expected =
                "contrast \(Wording.ratio(ratio)) \(passes ? "meets" : "is below") \(Wording.threshold(minimum)) in \(appearance)"
            #expect(
                Wording.contrastMessage(ratio, minimum: minimum, passes: passes, appearance: appearance) == expected)
        }
    }

    /// `ColorSpace` hashes a small number instead of its raw string: equal spaces (and colors) hash
    /// alike, distinct ones stay distinct keys.
    @Test func colorSpaceHashKeepsEqualValuesTogether() {
        for space in ColorSpace.allCases {
            #expect(space.hashValue == ColorSpace(rawValue: space.rawValue)!.hashValue)
            let color = Color(space: space, components: SIMD3(0.25, 0.5, 0.75))
            #expect(color.hashValue == Color(space: space, components: SIMD3(0.25, 0.5, 0.75)).hashValue)
        }
        #expect(Set(ColorSpace.allCases).count == ColorSpace.allCases.count)
        let keyed = Dictionary(uniqueKeysWithValues: ColorSpace.allCases.map { ($0, $0.rawValue) })
        #expect(ColorSpace.allCases.allSatisfy { keyed[$0] == $0.rawValue })
    }

    @Test func memberStartsAreThePlainBytes() {
        for indent in [0, 1, 5, 28, 29, 30, 31, 45] {
            for index in [0, 1, 7] {
                var writer = JSONWriter()
                writer.member("sameAs", index: index, indent: indent)
                var expected = index > 0 ? "," : ""
                expected += "\n" + String(repeating: " ", count: 2 * (indent + 1)) + "\"sameAs\": "
                #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "indent \(indent), index \(index)")
                var closing = JSONWriter()
                closing.close("}", count: 1, indent: indent)
                #expect(
                    String(decoding: closing.bytes, as: UTF8.self)
                        == "\n" + String(repeating: " ", count: 2 * indent) + "}")
            }
        }
    }
}
