import Foundation

/// Code that fixes the interface style. In a UIKit controller or view (`overrideUserInterfaceStyle = .dark`), the
/// views it covers show one appearance in all of them, while the audit evaluates every appearance and a pairing
/// carries no appearance of its own: their pairings become notes, as a document view's or a SwiftUI view's fixed
/// scheme does. For the whole app (the style set on a window, or `.preferredColorScheme(.dark)` on the root view
/// of a SwiftUI `WindowGroup`), the other luminosity is never shown: the theme is evaluated in that one only
/// (`Theme.fixedLuminosity`), which keeps every pairing and drops the looks the app never has.
struct UsageFixedStyles {
    /// By type key: the style and where it is set (`dark at File.swift:12`).
    private(set) var types: [String: String] = [:]
    /// Set on a window or a window group's root view: every view of the app (`dark at App.swift:12`).
    private(set) var appWide: String?
    /// That style's luminosity and where it is set.
    private(set) var appLuminosity: Luminosity?
    private(set) var appLocation: SourceLocation?

    init() {}

    init(_ evaluator: CodeEvaluator) {
        guard !evaluator.interfaceStyleFiles.isEmpty else { return }
        for entry in evaluator.entries
        where entry.declaration.body != nil && evaluator.interfaceStyleFiles.contains(entry.file) {
            for expression in entry.declaration.expressions {
                expression.forEach(limit: 2_000) { node in
                    if case .call(.identifier("WindowGroup", _), let arguments, _) = node,
                        evaluator.resolveType("WindowGroup", from: entry.declaration.scope) == nil,
                        let (style, position) = Self.windowGroupScheme(arguments)
                    {
                        setAppWide(style, evaluator.location(position, file: entry.file))
                        return
                    }
                    guard case .binary("=", let target, let value, let position) = node,
                        let (receiver, isStyle) = Self.target(target), isStyle, let style = Self.style(value)
                    else { return }
                    let at = evaluator.location(position, file: entry.file)
                    if receiver.lowercased().contains("window") {
                        setAppWide(style, at)
                    } else if types[entry.key] == nil {
                        types[entry.key] = Self.said(style, at)
                    }
                }
            }
        }
        // A view that fixes the style the whole app has changes nothing.
        if let appLuminosity { types = types.filter { !$0.value.hasPrefix(appLuminosity.rawValue + " ") } }
    }

    private mutating func setAppWide(_ style: String, _ at: SourceLocation) {
        guard appWide == nil, let luminosity = Luminosity(rawValue: style) else { return }
        appWide = Self.said(style, at)
        appLuminosity = luminosity
        appLocation = at
    }

    private static func said(_ style: String, _ at: SourceLocation) -> String {
        let file = at.fileName
        return "\(style) at \(file):\(at.line)"
    }

    /// `WindowGroup { Root().preferredColorScheme(.dark) }`, in any arm of an `if` there: the scheme when the
    /// arms that fix one all fix the same (an arm without one, such as a test view, does not count against it).
    static func windowGroupScheme(_ arguments: [CodeArgument]) -> (String, CodePosition)? {
        guard case .closure(let closure, _) = arguments.last?.value else { return nil }
        var found: [(String, CodePosition)] = []
        func views(_ statements: [CodeStatement]) {
            for statement in statements {
                switch statement {
                case .expression(let view), .returnValue(let view?, _):
                    for modifier in SwiftUIUsageWalker.chain(view).modifiers
                    where modifier.name == "preferredColorScheme" {
                        if let scheme = SwiftUIUsageWalker.fixedScheme(modifier) {
                            found.append((scheme, modifier.position))
                        }
                    }
                case .ifStatement(_, let then, let otherwise, _):
                    views(then)
                    views(otherwise ?? [])
                case .block(let inner, _):
                    views(inner)
                default:
                    break
                }
            }
        }
        views(closure.body)
        guard let first = found.first, found.allSatisfy({ $0.0 == first.0 }) else { return nil }
        return first
    }

    /// The note a finding becomes under a fixed style.
    static func note(_ finding: UsageFinding, _ style: String) -> UsageNote {
        UsageNote(
            location: finding.site,
            message: "\(finding.what) not evaluated: the interface style is fixed to \(style) "
                + "(overrideUserInterfaceStyle), which is not modelled per view")
    }

    /// `view.overrideUserInterfaceStyle`, `self.overrideUserInterfaceStyle`, a bare `overrideUserInterfaceStyle`:
    /// the receiver's text and whether the member is the style.
    private static func target(_ expression: CodeExpr) -> (String, Bool)? {
        switch expression {
        case .identifier(let name, _): return ("self", name == "overrideUserInterfaceStyle")
        case .member(let base, let name, _):
            return (UsageColorResolver.text(base) ?? "", name == "overrideUserInterfaceStyle")
        case .postfix(_, let inner, _): return target(inner)
        default: return nil
        }
    }

    /// `.dark`, `UIUserInterfaceStyle.light`, Objective-C's `UIUserInterfaceStyleDark`.
    private static func style(_ expression: CodeExpr) -> String? {
        let name: String
        switch expression {
        case .implicitMember(let member, _), .member(_, let member, _): name = member
        case .identifier(let identifier, _): name = identifier
        default: return nil
        }
        switch name {
        case "dark", "UIUserInterfaceStyleDark": return "dark"
        case "light", "UIUserInterfaceStyleLight": return "light"
        default: return nil
        }
    }
}
