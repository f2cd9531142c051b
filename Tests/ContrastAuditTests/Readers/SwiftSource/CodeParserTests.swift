import Foundation
import Testing

@testable import ContrastAudit

/// The expression parser and the evaluator on single expressions (values computed here).
@Suite struct CodeParserTests {
    /// Reads `static let x = <expression>` in `extension UIColor` and describes the token.
    static func value(_ expression: String, _ language: CodeLanguage = .swift, prelude: String = "") -> String? {
        let text =
            language == .swift
            ? "\(prelude)\nextension UIColor {\n    static let x = \(expression)\n}\n"
            : "\(prelude)\n#define X \(expression)\n"
        guard let theme = SwiftSourceReader.read(text: text, path: "t", language: language) else { return nil }
        let name = language == .swift ? "UIColor.x" : "X"
        return theme.token(named: name).map(SwiftSourceFixtures.describe)
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> String {
        "any=" + Color(red: r, green: g, blue: b, alpha: a).hex
    }

    @Test func precedenceParenthesesAndUnaryMinus() {
        #expect(
            Self.value("UIColor(red: 0.1 + 2 * 3 / 10, green: (1 + 2) * 0.1, blue: -(-0.5), alpha: 1)")
                == Self.hex(0.7, 0.3, 0.5))
        #expect(Self.value("UIColor(red: 0x80 >> 1 / 255, green: 0, blue: 0, alpha: 1)") == Self.hex(64.0 / 255, 0, 0))
    }

    @Test func conversionsAndTernaries() {
        #expect(
            Self.value("UIColor(red: CGFloat(0x1C) / 255.0, green: Double(51) / 255, blue: true ? 1 : 0, alpha: 1)")
                == Self.hex(28.0 / 255, 0.2, 1))
        #expect(Self.value("UIColor(red: Int(2.9) / 2, green: 0, blue: 0, alpha: 1)") == Self.hex(1, 0, 0))
    }

    @Test func closuresAndMemberChains() {
        #expect(
            Self.value("{ UIColor(white: 1, alpha: 0.5) }()") == "any="
                + Color(red: 1, green: 1, blue: 1, alpha: 0.5).hex)
        #expect(Self.value("UIColor.black.withAlphaComponent(0.25).withAlphaComponent(0.5)") == Self.hex(0, 0, 0, 0.5))
    }

    @Test func objectiveCMessages() {
        #expect(
            Self.value("[UIColor colorWithRed:1 green:128/255.0 blue:0 alpha:0.5]", .objectiveC)
                == Self.hex(1, 128 / 255.0, 0, 0.5))
        #expect(Self.value("[[UIColor blackColor] colorWithAlphaComponent:0.5]", .objectiveC) == Self.hex(0, 0, 0, 0.5))
        #expect(
            Self.value("[UIColor colorWithRed:(CGFloat)51/255 green:0 blue:0 alpha:1]", .objectiveC)
                == Self.hex(0.2, 0, 0))
    }

    @Test func unknownFunctionsAreUnresolvedNotGuessed() {
        #expect(Self.value("UIColor(red: random(), green: 0, blue: 0, alpha: 1)") == "any=unresolvable")
        #expect(Self.value("UIColor(hex: \"#FFFFFF\")") == "any=unresolvable")
    }

    @Test func helperByteOrderComesFromItsBody() {
        let argb = """
            extension UIColor {
                convenience init(argb: UInt32) {
                    let a = CGFloat((argb >> 24) & 0xFF) / 255
                    let r = CGFloat((argb >> 16) & 0xFF) / 255
                    let g = CGFloat((argb >> 8) & 0xFF) / 255
                    let b = CGFloat(argb & 0xFF) / 255
                    self.init(red: r, green: g, blue: b, alpha: a)
                }
            }
            """
        #expect(Self.value("UIColor(argb: 0x80FF0000)", prelude: argb) == Self.hex(1, 0, 0, 128 / 255.0))
    }

    @Test func hexStringHelperWithSubstrings() {
        let helper = """
            extension Color {
                init(hex: String) {
                    let text = hex.replacingOccurrences(of: "#", with: "")
                    let r = UInt8(text.prefix(2), radix: 16) ?? 0
                    let gb = String(text.dropFirst(2))
                    let g = Int(gb.prefix(2), radix: 16) ?? 0
                    let b = Int(gb.suffix(2), radix: 16) ?? 0
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
                }
            }
            """
        #expect(Self.value("Color(hex: \"#336699\")", prelude: helper) == Self.hex(0.2, 0.4, 0.6))
    }

    @Test func scannerReturningTheValue() {
        let helper = """
            extension UIColor {
                convenience init(code: String) {
                    let digits = code.replacingOccurrences(of: "#", with: "")
                    let number = UInt32(Scanner(string: digits).scanInt32(representation: .hexadecimal) ?? 0)
                    self.init(red: CGFloat((number >> 16) & 0xFF) / 255, green: CGFloat((number >> 8) & 0xFF) / 255,
                              blue: CGFloat(number & 0xFF) / 255, alpha: 1)
                }
            }
            """
        #expect(Self.value("UIColor(code: \"#336699\")", prelude: helper) == Self.hex(0.2, 0.4, 0.6))
    }

    @Test func aThemeInstanceIsNotMistakenForAWrapper() throws {
        let text = """
            class Colors {
                static let light = Colors(primaryText: .black, secondaryText: .darkGray)
                let primaryText: UIColor
                let secondaryText: UIColor
                var refreshTint: UIColor { return secondaryText }
                init(primaryText: UIColor, secondaryText: UIColor) {
                    self.primaryText = primaryText
                    self.secondaryText = secondaryText
                }
            }
            """
        let theme = try #require(SwiftSourceReader.read(text: text, path: "t"))
        // An instance is a namespace of its own tokens, not one (unresolvable) color.
        #expect(theme.token(named: "Colors.light") == nil)
        let primary = try #require(theme.token(named: "Colors.light.primaryText"))
        #expect(primary.instance == "Colors.light")
        #expect(primary.variants.map(\.value) == [.reference(name: "uikit.black", location: primary.location)])
        let tint = try #require(theme.token(named: "Colors.light.refreshTint"))
        #expect(tint.variants.map(\.value) == [.reference(name: "uikit.darkGray", location: tint.location)])
    }
}

/// Collection literals keep dictionary keys (attribute dictionaries are read by key).
@Suite struct CodeCollectionLiteralTests {
    static func parse(_ text: String, _ language: CodeLanguage) -> CodeExpr {
        var parser = CodeParser(tokens: CodeLexer.tokenize(Array(text.utf8), language: language), language: language)
        return parser.parseExpression()
    }

    static func keys(_ expression: CodeExpr) -> [String]? {
        guard case .dictionary(let entries, _) = expression else { return nil }
        return entries.map { entry in
            switch entry.key {
            case .identifier(let name, _), .implicitMember(let name, _), .member(_, let name, _): name
            case .string(let text, _, _): "\"" + text + "\""
            default: "?"
            }
        }
    }

    @Test func swiftDictionariesAndArrays() {
        #expect(
            Self.keys(Self.parse("[.foregroundColor: a, NSAttributedString.Key.font: f]", .swift)) == [
                "foregroundColor", "font",
            ])
        #expect(
            Self.keys(Self.parse("[NSForegroundColorAttributeName: a]", .swift)) == ["NSForegroundColorAttributeName"])
        #expect(Self.keys(Self.parse(#"["primary": a, "secondary": b]"#, .swift)) == [#""primary""#, #""secondary""#])
        guard case .array(let elements, _) = Self.parse("[a, b, c]", .swift) else {
            Issue.record("an array literal is not an array")
            return
        }
        #expect(elements.count == 3)
    }

    @Test func objectiveCLiterals() {
        #expect(
            Self.keys(Self.parse("@{NSForegroundColorAttributeName: a, @\"k\": b}", .objectiveC))
                == ["NSForegroundColorAttributeName", "\"k\""])
        guard case .array(let elements, _) = Self.parse("@[a, b]", .objectiveC) else {
            Issue.record("an Objective-C array literal is not an array")
            return
        }
        #expect(elements.count == 2)
        // A message is still a message.
        guard case .message = Self.parse("[label setTextColor:c]", .objectiveC) else {
            Issue.record("a message is no longer a message")
            return
        }
    }
}
