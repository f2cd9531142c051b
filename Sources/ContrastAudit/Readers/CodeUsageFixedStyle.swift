import Foundation

/// UIKit code that fixes the interface style (`overrideUserInterfaceStyle = .dark` in a controller or view, or on
/// the window for the whole app): the views it covers show one appearance in all of them, while the audit
/// evaluates every appearance and a pairing carries no appearance of its own. Their pairings become notes, as
/// a document view's or a SwiftUI view's fixed scheme does.
struct UsageFixedStyles {
    /// By type key: the style and where it is set (`dark at File.swift:12`).
    private(set) var types: [String: String] = [:]
    /// Set on a window: every view of the app.
    private(set) var appWide: String?

    init() {}

    init(_ evaluator: CodeEvaluator) {
        guard !evaluator.interfaceStyleFiles.isEmpty else { return }
        for entry in evaluator.entries
        where entry.declaration.body != nil && evaluator.interfaceStyleFiles.contains(entry.file) {
            for expression in entry.declaration.expressions {
                expression.forEach(limit: 2_000) { node in
                    guard case .binary("=", let target, let value, let position) = node,
                        let (receiver, isStyle) = Self.target(target), isStyle, let style = Self.style(value)
                    else { return }
                    let at = evaluator.location(position, file: entry.file)
                    let file = at.path.split(separator: "/").last.map(String.init) ?? at.path
                    let said = "\(style) at \(file):\(at.line)"
                    if receiver.lowercased().contains("window") {
                        if appWide == nil { appWide = said }
                    } else if types[entry.key] == nil {
                        types[entry.key] = said
                    }
                }
            }
        }
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
