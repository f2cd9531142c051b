import Foundation

/// A color set at one place in the code.
struct UsageSite: Sendable, Hashable {
    var color: UsageColor
    var location: SourceLocation
    /// The branches the site was set in (of `if`s, `switch`es and ternaries of the same body): a foreground and
    /// a background set in different arms of one choice never meet on screen.
    var path: [BranchArm] = []

    /// Whether the two sites can hold at once: no choice took one arm for one and another arm for the other.
    func canMeet(_ other: UsageSite) -> Bool {
        for arm in path where other.path.contains(where: { $0.choice == arm.choice && $0.arm != arm.arm }) {
            return false
        }
        return true
    }
}

/// One arm of a choice in a body: `choice` names the choice (a statement by its offset, or a condition by its
/// text, so that two `if live` choices are the same choice), `arm` the branch taken.
struct BranchArm: Sendable, Hashable {
    var choice: String
    var arm: Int
}

/// One foreground over its backgrounds as the code shows it, before uses of the same colors are merged.
struct UsageFinding: Sendable, Hashable {
    var foreground: UsageColor
    /// Nearest first.
    var backgrounds: [UsageColor]
    var role: Role
    /// Where the foreground is set.
    var site: SourceLocation
    /// What the site is, for reports: `titleLabel.textColor`, `.foregroundStyle`.
    var what: String
    /// For a body read once per theme instance, which instance this reading took (`theme` as Theme.sepia).
    var because: String? = nil

    /// Adds a reason after what the finding already says (or, `first`, before it), so no reading's reason
    /// replaces another's (an outline named decorative keeps that wording under a construction's explanation).
    mutating func explain(_ why: String, first: Bool = false) {
        guard let said = because else {
            because = why
            return
        }
        because = first ? why + "; " + said : said + "; " + why
    }
}

/// A use the reader saw but could not evaluate, with why.
struct UsageNote: Sendable, Hashable {
    var location: SourceLocation
    var message: String
    /// Whether the use is left out because a color it needs cannot be evaluated (counted in the summary as a
    /// pairing not evaluated), rather than because nothing is known beneath it.
    var unresolvedColor = false
    var severity = Diagnostic.Level.note
    /// For a use left out because its background cannot be evaluated, the foreground's token: the code pairs it,
    /// so it is not "in no pairing" (`Theme.unevaluatedTokens`). Not part of a note's identity: the same note from
    /// two readings of a body (one per scheme) is said once.
    var tokens: [String] = []
    /// Said only where no other note is said at the same site (a container's color whose contents cannot be
    /// evaluated, when the container itself is already named there).
    var yields = false

    static func == (left: UsageNote, right: UsageNote) -> Bool {
        left.location == right.location && left.message == right.message
            && left.unresolvedColor == right.unresolvedColor && left.severity == right.severity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(message)
        hasher.combine(unresolvedColor)
        hasher.combine(severity)
    }
}

/// A font visible at a use site, which can make text large (WCAG: 18 pt, or 14 pt bold).
struct UsageFont: Sendable, Hashable {
    var size: Double
    var bold: Bool

    var isLarge: Bool { size >= 18 || (bold && size >= 14) }

    /// The sizes of the text styles at the default Dynamic Type size (Apple's Human Interface Guidelines).
    static let textStyles: [String: UsageFont] = [
        "largeTitle": UsageFont(size: 34, bold: false), "title": UsageFont(size: 28, bold: false),
        "title1": UsageFont(size: 28, bold: false), "title2": UsageFont(size: 22, bold: false),
        "title3": UsageFont(size: 20, bold: false), "headline": UsageFont(size: 17, bold: false),
        "body": UsageFont(size: 17, bold: false), "callout": UsageFont(size: 16, bold: false),
        "subheadline": UsageFont(size: 15, bold: false), "footnote": UsageFont(size: 13, bold: false),
        "caption": UsageFont(size: 12, bold: false), "caption1": UsageFont(size: 12, bold: false),
        "caption2": UsageFont(size: 11, bold: false),
    ]

    /// Semibold is not counted as bold: WCAG's large-text exemption is read conservatively.
    static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    /// `.boldSystemFont(ofSize: 24)`, `UIFont.systemFont(ofSize: 17, weight: .bold)`, `UIFont(name:size:)`,
    /// `.preferredFont(forTextStyle: .largeTitle)`, SwiftUI `.largeTitle`, `.system(size: 20, weight: .bold)`.
    static func read(_ expression: CodeExpr) -> UsageFont? {
        switch expression {
        case .implicitMember(let name, _):
            return textStyles[name]
        case .member(let base, let name, _):
            if case .identifier(let type, _) = base, ["Font", "UIFont"].contains(type) { return textStyles[name] }
            if name == "bold" || name == "weight", let inner = read(base) {
                return UsageFont(size: inner.size, bold: true)
            }
            return nil
        case .call(let callee, let arguments, _):
            return call(callee, arguments)
        case .postfix(_, let inner, _):
            return read(inner)
        case .message(.identifier(let type, _), let arguments, _) where type == "UIFont" || type == "NSFont":
            return message(arguments)
        default:
            return nil
        }
    }

    /// Objective-C's `[UIFont systemFontOfSize:20]`, `boldSystemFontOfSize:`, `systemFontOfSize:weight:` and
    /// `fontWithName:@"Avenir-Heavy" size:34` (held-out round 27: 60 pt text read as normal text).
    private static func message(_ arguments: [CodeArgument]) -> UsageFont? {
        guard let first = arguments.first, let selector = first.label else { return nil }
        switch selector {
        case "systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize", "monospacedDigitSystemFontOfSize":
            guard let size = number(first.value) else { return nil }
            let weight = arguments.first { $0.label == "weight" }?.value
            let bold =
                selector == "boldSystemFontOfSize"
                || weight.map { value in
                    if case .identifier(let name, _) = value {
                        return ["UIFontWeightBold", "UIFontWeightHeavy", "UIFontWeightBlack"].contains(name)
                    }
                    return isBoldWeight(value)
                } ?? false
            return UsageFont(size: size, bold: bold)
        case "fontWithName":
            guard let size = arguments.first(where: { $0.label == "size" }).flatMap({ number($0.value) }) else {
                return nil
            }
            var bold = false
            if case .string(let face, false, _) = first.value { bold = faceIsBold(face) }
            return UsageFont(size: size, bold: bold)
        default:
            return nil
        }
    }

    private static func call(_ callee: CodeExpr, _ arguments: [CodeArgument]) -> UsageFont? {
        let name: String
        switch callee {
        case .implicitMember(let member, _): name = member
        case .member(let base, let member, _):
            // `.font(.title.bold())`, `Font.system(size:)`.
            if member == "bold", let inner = read(base) { return UsageFont(size: inner.size, bold: true) }
            if member == "weight", let inner = read(base) {
                return UsageFont(size: inner.size, bold: arguments.contains { isBoldWeight($0.value) })
            }
            name = member
        case .identifier(let type, _) where type == "UIFont" || type == "NSFont": name = "init"
        default: return nil
        }
        let size = arguments.first { ["ofSize", "size"].contains($0.label ?? "") }.flatMap { number($0.value) }
        switch name {
        case "boldSystemFont":
            return size.map { UsageFont(size: $0, bold: true) }
        case "systemFont", "system", "monospacedSystemFont", "monospacedDigitSystemFont", "init", "custom":
            // `.system(.title2, design: .rounded, weight: .bold)`: a text style's size.
            if size == nil, name == "system", case .implicitMember(let style, _)? = arguments.first?.value,
                let styled = textStyles[style]
            {
                let bold = arguments.contains { $0.label == "weight" && isBoldWeight($0.value) }
                return UsageFont(size: styled.size, bold: styled.bold || bold)
            }
            guard let size else { return nil }
            var bold = arguments.contains { $0.label == "weight" && isBoldWeight($0.value) }
            // `.custom("Inter-Bold", size: 16)`, `UIFont(name: "Avenir-Heavy", size:)`: the face's name says its
            // weight (a semibold or demibold face is not bold).
            if name == "custom" || name == "init",
                case .string(let face, false, _)? = arguments.first(where: { $0.label == nil || $0.label == "name" })?
                    .value
            {
                bold = bold || faceIsBold(face)
            }
            return UsageFont(size: size, bold: bold)
        case "preferredFont":
            if let style = arguments.first, case .implicitMember(let text, _) = style.value { return textStyles[text] }
            return nil
        default:
            // The app's own font function (`.font(.FjallaOne(size: 24))`): its `size:` is the point size; a bold
            // face only when its name or a `weight:` argument says so.
            guard let size else { return nil }
            let lowered = name.lowercased()
            let bold =
                ["bold", "heavy", "black"].contains { lowered.contains($0) }
                || arguments.contains { $0.label == "weight" && isBoldWeight($0.value) }
            return UsageFont(size: size, bold: bold)
        }
    }

    /// `Inter-Bold`, `Avenir-Heavy`, `Lato-Black`, `OpenSans-ExtraBold`, and the abbreviations families such as
    /// Nanum's and Seoul's put last (`SeoulHangangEB`, `NanumSquareB`, `Futura-Bd`); not `Inter-SemiBold`,
    /// `Demibold` or `Futura-Bk` (book, a regular weight).
    static func faceIsBold(_ face: String) -> Bool {
        let lowered = face.lowercased()
        guard !lowered.contains("semibold"), !lowered.contains("demibold") else { return false }
        if ["bold", "heavy", "black"].contains(where: { lowered.contains($0) }) { return true }
        // After a hyphen the whole suffix is the weight; without one, only a capital run after a lowercase letter
        // is (`SeoulHangangEB`, never the `B` of `NotoSansKR-Regular`'s family or a name in capitals).
        if let hyphen = face.lastIndex(of: "-") {
            return boldAbbreviations.contains(String(face[face.index(after: hyphen)...]))
        }
        let capitals = face.reversed().prefix { $0.isUppercase }
        guard capitals.count < face.count, face.dropLast(capitals.count).last?.isLowercase == true else { return false }
        return boldAbbreviations.contains(String(capitals.reversed()))
    }

    /// Weight abbreviations of bold and heavier faces: bold, extra bold, ultra bold, black, heavy.
    static let boldAbbreviations: Set<String> = ["B", "Bd", "EB", "XB", "UB", "Blk", "Hv"]

    private static func isBoldWeight(_ expression: CodeExpr) -> Bool {
        if case .implicitMember(let weight, _) = expression { return boldWeights.contains(weight) }
        if case .member(_, let weight, _) = expression { return boldWeights.contains(weight) }
        return false
    }

    private static func number(_ expression: CodeExpr) -> Double? {
        if case .number(let value, _, _) = expression { return value }
        return nil
    }
}
